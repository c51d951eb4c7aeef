package dashboard

import (
	"context"
	"net/url"
	"time"

	"kade/internal/clients"
	"kade/internal/concepts"
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

// conceptList is the total of a concept list (concepts.Handlers' list) of the concepts s.
func conceptList[T, R any, PR interface {
	*R
	concepts.ListRow
}](ctx context.Context, l lists, s *concepts.Concepts[T, R], query url.Values) (Count, error) {
	return counted(ctx, query, concepts.ParseFilter, func(ctx context.Context, f concepts.Filter) ([]R, *string, int64, error) {
		return concepts.List[T, R, PR](ctx, s, l.account.ID, l.account.Name, f)
	})
}

// productOverview is the product overview's total (products.Handlers.List).
func (l lists) productOverview(ctx context.Context, query url.Values) (Count, error) {
	return counted(ctx, query, products.ParseListFilter,
		func(ctx context.Context, f products.ListFilter) ([]products.Row, *string, int64, error) {
			return l.d.products.List(ctx, l.account.ID, f)
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
