package db_test

import (
	"context"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// TestPostgresPlansForTheValues checks that every connection plans a statement for the values it
// runs with: a generic plan made a search twice as slow (see openPostgres).
func TestPostgresPlansForTheValues(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	var mode string
	if err := d.Read().Get(context.Background(), &mode, `SHOW plan_cache_mode`); err != nil {
		t.Fatal(err)
	}
	if mode != "force_custom_plan" {
		t.Errorf("plan_cache_mode = %q", mode)
	}
}
