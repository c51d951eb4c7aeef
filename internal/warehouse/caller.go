package warehouse

import (
	"context"
	"slices"

	"kade/internal/db"
)

// Caller is who calls with a valid warehouse key: the key, and the accounts it is limited to (none:
// every account).
type Caller struct {
	KeyID    int64
	Name     string
	Accounts []int64
}

// Reaches reports whether the caller may work for account clientID.
func (c Caller) Reaches(clientID int64) bool {
	return len(c.Accounts) == 0 || slices.Contains(c.Accounts, clientID)
}

// Condition is the SQL condition that column (an account id) is one the caller reaches, and its
// arguments: "" when it reaches every account.
func (c Caller) Condition(column string) (string, []any) {
	if len(c.Accounts) == 0 {
		return "", nil
	}
	in, args := db.InList(c.Accounts)
	return column + " IN (" + in + ")", args
}

type contextKey struct{}

// WithCaller is ctx with the warehouse's caller.
func WithCaller(ctx context.Context, c Caller) context.Context {
	return context.WithValue(ctx, contextKey{}, c)
}

// CallerOf is the warehouse's caller of ctx, if a warehouse key calls.
func CallerOf(ctx context.Context) (Caller, bool) {
	c, ok := ctx.Value(contextKey{}).(Caller)
	return c, ok
}
