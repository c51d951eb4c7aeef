package dashboard

import (
	"context"
	"net/url"

	"kade/internal/access"
	"kade/internal/orders"
)

// attentionEntry is a kind of thing that needs attention: its key, the permission of the list it
// links to (the list route's) and its count, that list's total with the list's filter, the query
// the dashboard's link opens it with.
type attentionEntry struct {
	key   string
	needs access.Permission
	count func(ctx context.Context, l lists) (Count, error)
}

// attentionEntries are the dashboard's attention, in the order it shows them (api/openapi.yaml,
// getDashboard's table).
var attentionEntries = []attentionEntry{
	{"orders_data_issue", access.OrdersRead, func(ctx context.Context, l lists) (Count, error) {
		return l.orderOverview(ctx, url.Values{"status": {orders.StatusDataIssue}})
	}},
	{"concept_orders", access.OrdersRead, func(ctx context.Context, l lists) (Count, error) {
		return conceptList(ctx, l, l.d.conceptOrders, url.Values{})
	}},
	{"orders_on_hold", access.OrdersRead, func(ctx context.Context, l lists) (Count, error) {
		return l.orderOverview(ctx, url.Values{"status": {orders.StatusOnHold}})
	}},
	{"concept_products_to_adjust", access.ProductsRead, func(ctx context.Context, l lists) (Count, error) {
		return conceptList(ctx, l, l.d.conceptProducts, url.Values{"has_errors": {"1"}})
	}},
	{"products_below_minimum", access.ProductsRead, func(ctx context.Context, l lists) (Count, error) {
		return l.productOverview(ctx, url.Values{"stock_alert": {"insufficient"}})
	}},
	{"concept_deliveries_to_adjust", access.DeliveriesRead, func(ctx context.Context, l lists) (Count, error) {
		return conceptList(ctx, l, l.d.conceptDeliveries, url.Values{"has_errors": {"1"}})
	}},
	{"lots_expiring", access.StockRead, func(ctx context.Context, l lists) (Count, error) {
		return l.batchReport(ctx, url.Values{"expires_within": {"30"}})
	}},
}

// attention is what needs attention of the lists l's reader may read, in the entries' order.
func attention(ctx context.Context, l lists) ([]Attention, error) {
	found := []Attention{}
	for _, e := range attentionEntries {
		if !l.reader.may(e.needs) {
			continue
		}
		c, err := e.count(ctx, l)
		if err != nil {
			return nil, err
		}
		found = append(found, Attention{Key: e.key, Count: c})
	}
	return found, nil
}
