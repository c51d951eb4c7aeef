package dbtest

import (
	"context"
	"testing"

	"kade/internal/db"
)

// Listening runs listen, the listener that keeps kept current, for the rest of the test and waits
// until it holds.
func Listening[K comparable, V any](t testing.TB, kept *db.Kept[K, V], listen func(context.Context) error) {
	t.Helper()
	RunUntilEnd(t, listen)
	WaitUntil(t, "listening", kept.Listening)
}

// KeptAfter calls check (which reads what key names, keeping it) until kept answers for key from
// memory: the notice of an earlier change may arrive after the first check and drop what it kept.
func KeptAfter[K comparable, V any](t testing.TB, kept *db.Kept[K, V], key K, check func() error) {
	t.Helper()
	WaitUntil(t, "kept", func() bool {
		if err := check(); err != nil {
			t.Fatal(err)
		}
		_, ok, _ := kept.Get(key)
		return ok
	})
}
