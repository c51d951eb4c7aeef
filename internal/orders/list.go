package orders

import (
	"context"
	"net/url"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// OverviewFilter is what the order overview (and its exports) asks for: search, filters, sort and page.
type OverviewFilter struct {
	listing.Page
	Status, Source, Sort, Direction string
	// OnHold is nil for every order, true for those on hold only, false for the others.
	OnHold *bool
	// DateFrom and DateTo bound the order date, both inclusive; "" leaves that side open.
	DateFrom, DateTo string
}

// The overview's sorts: the newest first (the default), or by order date, order number or
// customer name.
const (
	SortNewest       = "newest"
	SortOrderDate    = "order_date"
	SortOrderNumber  = "order_number"
	SortCustomerName = "customer_name"
)

// OverviewSorts: dates read newest first; names and numbers from A.
var OverviewSorts = listing.Sorts{Names: []string{SortNewest, SortOrderDate, SortOrderNumber, SortCustomerName},
	Descending: []string{SortNewest, SortOrderDate}}

// ParseOverviewFilter reads the overview's query parameters; a bad value is a
// domain.ValidationErrors error keyed by the parameter's name.
func ParseOverviewFilter(v url.Values) (OverviewFilter, error) {
	errs := domain.ValidationErrors{}
	f := OverviewFilter{Page: listing.ParsePage(v, errs),
		Status:   listing.Choice(v, "status", Statuses, errs),
		Source:   listing.Choice(v, "source", Sources, errs),
		OnHold:   listing.Flag(v, "on_hold", errs),
		DateFrom: listing.Date(v, "date_from", errs),
		DateTo:   listing.Date(v, "date_to", errs)}
	f.Sort, f.Direction = OverviewSorts.Parse(v, errs)
	return f, errs.Err()
}

// overviewList is the order overview: the account's orders that the search matches by the start of
// the order number or the delivery postal code, or any part of the reference, the customer name or
// the delivery email, in any case (migration 00008_sales_orders).
var overviewList = listing.List[OverviewRow]{
	Search: listing.Search{Table: "sales_orders", Alias: "o",
		Prefix:   []string{"order_number", "delivery_postal_code"},
		Contains: []string{"reference", "customer_name", "delivery_email"}},
	Columns: `o.id, o.order_number, o.order_date, o.reference, o.customer_name,
		o.delivery_country AS country, o.status, o.source, o.tracking, o.created_at`,
}

// overviewSortKeys are the columns a sort orders by and their kinds in a cursor. The order number
// is unique within an account, so it needs no id to break ties.
func overviewSortKeys(sort string) ([]string, []listing.Kind) {
	switch sort {
	case SortNewest:
		return []string{"o.id"}, []listing.Kind{listing.Integer}
	case SortOrderNumber:
		return []string{"o.order_number"}, []listing.Kind{listing.Text}
	}
	return []string{"o." + sort, "o.id"}, []listing.Kind{listing.Text, listing.Integer}
}

// query is the page f asks of the overview as a user who does or does not see translator orders
// reads it. f must come from ParseOverviewFilter.
func (f OverviewFilter) query(seesTranslator bool) listing.Query[OverviewRow] {
	filter, filterArgs := overviewConditions(f, seesTranslator)
	keys, kinds := overviewSortKeys(f.Sort)
	return listing.Query[OverviewRow]{Page: f.Page,
		Filter: filter, FilterArgs: filterArgs, Keys: keys, Kinds: kinds, Direction: f.Direction,
		Finish: func(r *OverviewRow) { r.CreatedAt = r.CreatedAt.UTC() }}
}

// overviewConditions is the overview's conditions besides the search, on `sales_orders o`, and
// their arguments: "" when it has none. Orders of the translator are left out for a user who may
// not see them. Every filter has an index beginning with client_id.
func overviewConditions(f OverviewFilter, seesTranslator bool) (string, []any) {
	var w listing.Filter
	w.AddIf("o.status = ?", f.Status)
	w.AddIf("o.source = ?", f.Source)
	if !seesTranslator {
		w.Add("o.source <> ?", SourceTranslator)
	}
	if f.OnHold != nil && *f.OnHold {
		w.Add("o.status = ?", StatusOnHold)
	} else if f.OnHold != nil {
		w.Add("o.status <> ?", StatusOnHold)
	}
	w.AddIf("o.order_date >= ?", f.DateFrom)
	w.AddIf("o.order_date <= ?", f.DateTo)
	return w.Where()
}

// OverviewRow is an order as the overview lists it; Country is the delivery address's.
type OverviewRow struct {
	ID           int64     `json:"id" db:"id"`
	OrderNumber  string    `json:"order_number" db:"order_number"`
	OrderDate    string    `json:"order_date" db:"order_date"`
	Reference    string    `json:"reference" db:"reference"`
	CustomerName string    `json:"customer_name" db:"customer_name"`
	Country      string    `json:"country" db:"country"`
	Status       string    `json:"status" db:"status"`
	Source       string    `json:"source" db:"source"`
	Tracking     string    `json:"tracking" db:"tracking"`
	CreatedAt    time.Time `json:"created_at" db:"created_at"`
}

// List is one page of the account's order overview, as a user who does or does not see translator
// orders reads it, and how many orders match; its cursors are signed with the database's secret.
func (s *Orders) List(ctx context.Context, clientID int64, seesTranslator bool, f OverviewFilter) ([]OverviewRow, *string, int64, error) {
	return listOrders(ctx, s.db.Read(), s.db.Dialect, s.db.Secret(), clientID, seesTranslator, f)
}

func listOrders(ctx context.Context, q db.Q, dialect db.Dialect, secret []byte, clientID int64, seesTranslator bool, f OverviewFilter) ([]OverviewRow, *string, int64, error) {
	return overviewList.Read(ctx, q, dialect, secret, clientID, f.query(seesTranslator))
}
