package clients

import (
	"context"
	"net/http"
	"net/url"

	"kade/internal/httpx"
	"kade/internal/listing"
)

// ServeList answers a list of the current account: it reads the list's query with parse, one page
// with list, and writes the list reply. A bad query or a failed read answers its error.
func ServeList[F, R any](w http.ResponseWriter, r *http.Request, parse func(url.Values) (F, error),
	list func(ctx context.Context, account Client, f F) ([]R, *string, int64, error)) {
	f, err := parse(r.URL.Query())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := Current(r.Context())
	rows, next, total, err := list(r.Context(), account, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	shown, capped := listing.Total(total)
	httpx.List(w, rows, next, shown, capped)
}
