package warehouse

import (
	"context"
	"net/http"
	"strconv"

	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/idempotency"
	"kade/internal/listing"
	"kade/internal/orders"
	"kade/internal/returns"
)

// API serves the warehouse system's routes (/api/warehouse/...): the lists of what waits for the
// warehouse across the accounts a key reaches, and its messages. Every message carries the
// system's message id as its Idempotency-Key, kept under the account of the record it is about.
// The areas own their rules; these handlers name the record and the key's reach.
type API struct {
	Orders     *orders.Orders
	Deliveries *deliveries.Deliveries
	Returns    *returns.Returns
	Keys       *idempotency.Keys
	// DB books what is the ledger's alone (corrections, status changes) and finds the accounts that
	// such a message names.
	DB *db.DB
}

// waiting is a page of what waits for the warehouse in the accounts a key reaches: accounts is a
// condition on the list's account column with its arguments ("" for every account), keyID signs
// the page's cursor.
type waiting[R any] func(ctx context.Context, keyID int64, accounts string, accountArgs []any, p listing.Page) ([]R, *string, int64, error)

// serveWaiting answers a list of what waits for the warehouse, oldest first; column is the list's
// account column.
func serveWaiting[R any](w http.ResponseWriter, r *http.Request, column string, list waiting[R]) {
	caller, _ := CallerOf(r.Context())
	errs := domain.ValidationErrors{}
	p := listing.ParsePage(r.URL.Query(), errs)
	if err := errs.Err(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	accounts, args := caller.Condition(column)
	rows, next, total, err := list(r.Context(), caller.KeyID, accounts, args, p)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	shown, capped := listing.Total(total)
	httpx.List(w, rows, next, shown, capped)
}

// accountOf is what reads the account of a record by its id: domain.ErrNotFound when there is none.
type accountOf func(ctx context.Context, id int64) (int64, error)

// reached is the account of record id as accountOf reads it, when the caller's key reaches it;
// any other is domain.ErrNotFound, as if it did not exist.
func reached(ctx context.Context, of accountOf, id int64) (int64, error) {
	caller, _ := CallerOf(ctx)
	clientID, err := of(ctx, id)
	if err == nil && !caller.Reaches(clientID) {
		err = domain.ErrNotFound
	}
	return clientID, err
}

// serveRecord answers the record of the path's id (pathID) that get reads, when the key reaches
// its account.
func serveRecord[T any](w http.ResponseWriter, r *http.Request, pathID string, of accountOf, get func(ctx context.Context, clientID, id int64) (T, error)) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	clientID, err := reached(r.Context(), of, id)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	record, err := get(r.Context(), clientID, id)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, record)
}

// message serves a message of the warehouse about one record: its Idempotency-Key is required,
// decode reads the body into the handler's message, target gives the record's id once it is read
// (from the path or the body), and work does the message in the transaction that keeps its answer,
// answered with status.
func (a API) message(w http.ResponseWriter, r *http.Request, status int, decode func([]byte) error, target func() int64,
	of accountOf, work func(ctx context.Context, q db.Q, clientID, id int64) (any, error)) {
	if err := idempotency.CheckKey(r.Header.Get(idempotency.KeyHeader)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	var clientID int64
	idempotency.Serve(a.Keys, w, r, status, decode,
		func(ctx context.Context) (int64, error) {
			var err error
			clientID, err = reached(ctx, of, target())
			return clientID, err
		},
		func(ctx context.Context, q db.Q) (any, error) { return work(ctx, q, clientID, target()) })
}

// pathTarget is the record id of the path's parameter name; 0 (no record) when it is none.
func pathTarget(r *http.Request, name string) func() int64 {
	return func() int64 {
		id, _ := strconv.ParseInt(r.PathValue(name), 10, 64)
		return id
	}
}
