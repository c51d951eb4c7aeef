// Package dbtest gives tests a fresh, migrated database on each engine: SQLite in a temp directory and
// PostgreSQL in a throwaway server started once per test binary (or the server KADE_TEST_POSTGRES_URL
// names). Packages that use PostgreSQL call Main from their TestMain so the server is stopped.
package dbtest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"kade/internal/db"
	"kade/internal/db/pgtemp"
)

var (
	pgOnce   sync.Once
	pgServer *pgtemp.Server
	pgAdmin  string
	pgErr    error
	pgSeq    atomic.Int64
)

// template is a migrated database every test database of this process is copied from.
var template = fmt.Sprintf("kade_template_%d", os.Getpid())

// Main runs the package's tests and stops the throwaway PostgreSQL afterwards.
func Main(m *testing.M) int {
	code := m.Run()
	if pgServer != nil {
		if err := pgServer.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, "stop throwaway PostgreSQL:", err)
		}
	}
	return code
}

// Engines lists the engines every store test runs on.
var Engines = []db.Dialect{db.SQLite, db.Postgres}

// ForEachEngine runs fn as a subtest per engine, each with a fresh migrated database.
func ForEachEngine(t *testing.T, fn func(t *testing.T, d *db.DB)) {
	t.Helper()
	for _, engine := range Engines {
		t.Run(string(engine), func(t *testing.T) { fn(t, Open(t, engine)) })
	}
}

// Open returns a fresh migrated database on engine, closed when the test ends.
func Open(t testing.TB, engine db.Dialect) *db.DB {
	t.Helper()
	url := SQLiteURL(t)
	if engine == db.Postgres {
		url = PostgresURL(t)
	}
	d, err := db.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	if err := d.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return d
}

// SQLiteURL names a new SQLite file in the test's temp directory.
func SQLiteURL(t testing.TB) string {
	return "sqlite:" + filepath.Join(t.TempDir(), "kade.db")
}

// PostgresURL creates an empty PostgreSQL database and returns its URL.
func PostgresURL(t testing.TB) string {
	t.Helper()
	pgOnce.Do(func() {
		if pgAdmin = os.Getenv("KADE_TEST_POSTGRES_URL"); pgAdmin != "" {
			pgErr = migrateTemplate(pgAdmin)
			return
		}
		pgServer, pgErr = pgtemp.Start(context.Background())
		if pgErr == nil {
			pgAdmin = pgServer.URL("postgres")
			pgErr = migrateTemplate(pgAdmin)
		}
	})
	if pgErr != nil {
		t.Fatalf("start throwaway PostgreSQL: %v", pgErr)
	}
	name := fmt.Sprintf("kade_test_%d_%d", os.Getpid(), pgSeq.Add(1))
	url, err := pgtemp.CreateDatabase(context.Background(), pgAdmin, name, template)
	if err != nil {
		t.Fatal(err)
	}
	return url
}

// migrateTemplate creates the template database with every migration applied.
func migrateTemplate(adminURL string) error {
	ctx := context.Background()
	url, err := pgtemp.CreateDatabase(ctx, adminURL, template, "")
	if err != nil {
		return err
	}
	d, err := db.Open(ctx, url)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Migrate(ctx)
}
