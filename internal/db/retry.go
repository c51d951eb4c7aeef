package db

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// txAttempts is how many times Tx runs a transaction that PostgreSQL keeps aborting as a deadlock
// or a serialization failure.
const txAttempts = 4

// retryable reports whether err is PostgreSQL aborting a transaction that may well succeed when run
// again: a deadlock (40P01) or a serialization failure (40001).
func retryable(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "40P01" || pgErr.Code == "40001")
}

// pause waits a random time before attempt's rerun (growing with each attempt, so transactions
// that met each other do not meet again at once), or until ctx ends.
func pause(ctx context.Context, attempt int) error {
	wait := time.Duration(rand.Int64N(int64(5*time.Millisecond) << attempt))
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
