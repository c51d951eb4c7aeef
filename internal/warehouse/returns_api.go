package warehouse

import (
	"context"
	"net/http"

	"kade/internal/db"
	"kade/internal/idempotency"
	"kade/internal/returns"
)

// returnMessage is a return as the warehouse posts it: of the account it names.
type returnMessage struct {
	ClientID int64 `json:"client_id"`
	returns.Return
}

// Return answers POST /api/warehouse/returns: 201 with the return as stored, its rows booked into
// stock. An account (client_id) that does not exist or that the key does not reach is 404, as for
// the stock messages that name theirs.
func (a API) Return(w http.ResponseWriter, r *http.Request) {
	var m returnMessage
	a.message(w, r, http.StatusCreated, idempotency.Into(&m), func() int64 { return m.ClientID }, accountExists(a.DB),
		func(ctx context.Context, q db.Q, clientID, _ int64) (any, error) {
			return returns.RecordIn(ctx, q, clientID, m.Return)
		})
}
