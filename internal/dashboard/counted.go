package dashboard

import (
	"context"
	"net/url"

	"kade/internal/listing"
)

// counted is the total of the list whose query parameters parse reads (the list handler's own
// parse function) and whose service list reads, asked with query as the browser asks it when it
// opens the list: the same filter struct, so the same statement counts, up to
// listing.CountLimit. It reads the list's smallest page, one row, of which only the total is kept.
func counted[F, R any](ctx context.Context, query url.Values, parse func(url.Values) (F, error),
	list func(ctx context.Context, f F) ([]R, *string, int64, error)) (Count, error) {
	query.Set("limit", "1")
	f, err := parse(query)
	if err != nil {
		return Count{}, err
	}
	_, _, total, err := list(ctx, f)
	if err != nil {
		return Count{}, err
	}
	shown, capped := listing.Total(total)
	return Count{Total: shown, Capped: capped}, nil
}
