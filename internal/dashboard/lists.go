package dashboard

import (
	"context"
	"net/url"
	"time"

	"kade/internal/clients"
	"kade/internal/concepts"
	"kade/internal/deliveries"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/returns"
	"kade/internal/stockreports"
)

// lists are the lists of one account as one reader reads them at one moment: each method is the
// total of a list for the query its route takes, read as the list's handler reads it (its parse
// function and its service's call, see counted).
type lists struct {
	d       *Dashboards
	account clients.Client
	reader  Reader
	now     time.Time
}

// orderOverview is the order overview's total (orders.OverviewHandlers.List): with the orders of
// the translator only for a reader who sees them.
func (l lists) orderOverview(ctx context.Context, query url.Values) (Count, error) {
	return counted(ctx, query, orders.ParseOverviewFilter,
		func(ctx context.Context, f orders.OverviewFilter) ([]orders.OverviewRow, *string, int64, error) {
			return l.d.orders.List(ctx, l.account.ID, l.reader.SeesTranslator, f)
		})
}

// conceptOrders is the concept order list's total (orders.ConceptHandlers.List).
func (l lists) conceptOrders(ctx context.Context, query url.Values) (Count, error) {
	return counted(ctx, query, concepts.ParseFilter,
		func(ctx context.Context, f concepts.Filter) ([]orders.ConceptRow, *string, int64, error) {
			return concepts.List[orders.Fields, orders.ConceptRow](ctx, l.d.conceptOrders, l.account.ID, l.account.Name, f)
		})
}

// productOverview is the product overview's total (products.Handlers.List).
func (l lists) productOverview(ctx context.Context, query url.Values) (Count, error) {
	return counted(ctx, query, products.ParseListFilter,
		func(ctx context.Context, f products.ListFilter) ([]products.Row, *string, int64, error) {
			return l.d.products.List(ctx, l.account.ID, f)
		})
}

// conceptProducts is the concept product list's total (products.ConceptHandlers.List).
func (l lists) conceptProducts(ctx context.Context, query url.Values) (Count, error) {
	return counted(ctx, query, concepts.ParseFilter,
		func(ctx context.Context, f concepts.Filter) ([]products.ConceptRow, *string, int64, error) {
			return concepts.List[products.Fields, products.ConceptRow](ctx, l.d.conceptProducts, l.account.ID, l.account.Name, f)
		})
}

// conceptDeliveries is the concept delivery list's total (deliveries.ConceptHandlers.List).
func (l lists) conceptDeliveries(ctx context.Context, query url.Values) (Count, error) {
	return counted(ctx, query, concepts.ParseFilter,
		func(ctx context.Context, f concepts.Filter) ([]deliveries.ConceptRow, *string, int64, error) {
			return concepts.List[deliveries.Fields, deliveries.ConceptRow](ctx, l.d.conceptDeliveries, l.account.ID, l.account.Name, f)
		})
}

// batchReport is the batch report's total (stockreports.Handlers.Batches), on the dashboard's day.
func (l lists) batchReport(ctx context.Context, query url.Values) (Count, error) {
	return counted(ctx, query, func(v url.Values) (stockreports.BatchFilter, error) { return stockreports.ParseBatchFilter(v, l.now) },
		func(ctx context.Context, f stockreports.BatchFilter) ([]stockreports.BatchRow, *string, int64, error) {
			return l.d.reports.Batches(ctx, l.account.ID, f)
		})
}

// returnOverview is the return overview's total (returns.Handlers.List).
func (l lists) returnOverview(ctx context.Context, query url.Values) (Count, error) {
	return counted(ctx, query, returns.ParseFilter,
		func(ctx context.Context, f returns.Filter) ([]returns.Row, *string, int64, error) {
			return l.d.returns.List(ctx, l.account.ID, f)
		})
}
