package orders

import (
	"context"
	"net/http"

	"kade/internal/clients"
	"kade/internal/files"
)

// OverviewHandlers serves the order overview and its exports, orders and orderlines. Orders of the
// translator (EDI) appear only for a user who may see them (users.User.CanSeeTranslatorOrders).
type OverviewHandlers struct {
	Orders *Orders
}

// List answers GET /api/clients/{clientId}/sales-orders.
func (h OverviewHandlers) List(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseOverviewFilter, func(ctx context.Context, account clients.Client, f OverviewFilter) ([]OverviewRow, *string, int64, error) {
		return h.Orders.List(ctx, account.ID, SeesTranslator(ctx), f)
	})
}

// Exports are the export kinds `orders` and `orderlines`: the browser form POST
// /api/clients/{clientId}/exports/{kind} with the overview's filters.
func (h OverviewHandlers) Exports() (orders, orderLines files.Export) {
	return h.export(KindOrders), h.export(KindOrderLines)
}

func (h OverviewHandlers) export(kind ExportKind) files.Export {
	return files.Export{Kind: kind.Name, Sheet: kind.Sheet, Words: kind.words,
		Filter: files.Filtered(ParseOverviewFilter,
			func(ctx context.Context, clientID int64, filter OverviewFilter, write func([]any) error) error {
				return h.Orders.Export(ctx, kind, clientID, SeesTranslator(ctx), filter, write)
			})}
}
