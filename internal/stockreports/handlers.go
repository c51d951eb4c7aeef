package stockreports

import (
	"context"
	"net/http"
	"time"

	"kade/internal/clients"
)

// Handlers serves the current account's stock reports.
type Handlers struct {
	Reports *Reports
}

// Month answers GET /api/clients/{clientId}/stock/month?year=&month= (the month report).
func (h Handlers) Month(w http.ResponseWriter, r *http.Request) {
	f, err := ParseMonthFilter(r.URL.Query(), time.Now())
	clients.Serve(w, r, func(ctx context.Context, account clients.Client) (MonthReport, error) {
		if err != nil {
			return MonthReport{}, err
		}
		return h.Reports.Month(ctx, account.ID, f)
	})
}
