package db_test

import (
	"context"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// listen runs k's listener on d for the rest of the test and waits until it holds.
func listen(t *testing.T, k *db.Kept[string, int], d *db.DB, notified func(string)) {
	dbtest.RunUntilEnd(t, func(ctx context.Context) error { return k.Listen(ctx, d, "kept_test", notified) })
	dbtest.WaitUntil(t, "listening", k.Listening)
}

// Without a listener nothing is kept; a value read before a change is not kept after it.
func TestKeptKeepsOnlyWhatNoChangeOvertook(t *testing.T) {
	k := db.NewKept[string, int](2)
	_, _, epoch := k.Get("a")
	k.Put("a", 1, epoch)
	if _, ok, _ := k.Get("a"); ok {
		t.Fatal("kept a value without a listener")
	}
	listen(t, k, dbtest.Open(t, db.Postgres), func(string) { k.ForgetAll() })

	_, _, epoch = k.Get("a")
	k.Forget(func(string, int) bool { return false }) // a change while "a" was being read
	k.Put("a", 1, epoch)
	if _, ok, _ := k.Get("a"); ok {
		t.Fatal("kept a value read before a change")
	}
	_, _, epoch = k.Get("a")
	k.Put("a", 1, epoch)
	k.Update("a", func(v int) int { return v + 1 })
	if v, ok, _ := k.Get("a"); !ok || v != 2 {
		t.Fatalf("kept a = %d, %v; want 2, true", v, ok)
	}
	// Full: it starts again empty rather than grow.
	_, _, epoch = k.Get("b")
	k.Put("b", 1, epoch)
	k.Put("c", 1, epoch)
	if _, ok, _ := k.Get("a"); ok {
		t.Fatal("kept more than its maximum")
	}
}

// On SQLite, which has no notifications, Listen returns at once and nothing is kept.
func TestKeptKeepsNothingOnSQLite(t *testing.T) {
	k := db.NewKept[string, int](10)
	if err := k.Listen(context.Background(), dbtest.Open(t, db.SQLite), "kept_test", func(string) {}); err != nil {
		t.Fatal(err)
	}
	_, _, epoch := k.Get("a")
	k.Put("a", 1, epoch)
	if _, ok, _ := k.Get("a"); ok {
		t.Fatal("kept a value on SQLite")
	}
}

// A notification from any connection reaches the listener; when its connection is lost, everything
// kept is dropped and nothing is kept until it listens again, which it does by itself.
func TestKeptFollowsTheListener(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	k := db.NewKept[string, int](10)
	listen(t, k, d, func(payload string) { k.Forget(func(key string, _ int) bool { return key == payload }) })
	keep := func(key string) {
		_, _, epoch := k.Get(key)
		k.Put(key, 1, epoch)
	}
	kept := func(key string) bool { _, ok, _ := k.Get(key); return ok }
	keep("a")
	keep("b")
	if _, err := d.Write().Exec(t.Context(), `SELECT pg_notify('kept_test', 'a')`); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "forgotten", func() bool { return !kept("a") })
	if !kept("b") {
		t.Fatal("a notification about a dropped b")
	}

	if _, err := d.Write().Exec(t.Context(), `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND query LIKE 'LISTEN %'`); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "deaf", func() bool { return !k.Listening() })
	if kept("b") {
		t.Fatal("kept b after losing the listener")
	}
	keep("c")
	if kept("c") {
		t.Fatal("kept c without a listener")
	}
	dbtest.WaitUntil(t, "listening again", k.Listening)
	keep("c")
	if !kept("c") {
		t.Fatal("kept nothing after listening again")
	}
}
