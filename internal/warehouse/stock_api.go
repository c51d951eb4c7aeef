package warehouse

import (
	"context"
	"net/http"

	"kade/internal/db"
	"kade/internal/idempotency"
)

// StockCorrection answers POST /api/warehouse/stock-corrections: 201 with the movement booked.
func (a API) StockCorrection(w http.ResponseWriter, r *http.Request) {
	var c Correction
	a.message(w, r, http.StatusCreated, idempotency.Into(&c), func() int64 { return c.ClientID }, accountExists(a.DB),
		func(ctx context.Context, q db.Q, _, _ int64) (any, error) { return CorrectIn(ctx, q, c) })
}

// StockStatusChange answers POST /api/warehouse/stock-status-changes: 201 with the two movements booked.
func (a API) StockStatusChange(w http.ResponseWriter, r *http.Request) {
	var c StatusChange
	a.message(w, r, http.StatusCreated, idempotency.Into(&c), func() int64 { return c.ClientID }, accountExists(a.DB),
		func(ctx context.Context, q db.Q, _, _ int64) (any, error) { return ChangeStatusIn(ctx, q, c) })
}
