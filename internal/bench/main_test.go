package bench

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"kade/internal/app"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// demoInstance serves an instance on a new SQLite file with the demo's data until the test ends.
func demoInstance(t *testing.T) (a *app.App, base string) {
	t.Helper()
	ctx := context.Background()
	a, base, stop, err := startInstance(ctx, "sqlite:"+filepath.Join(t.TempDir(), "kade.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	if _, err := demo.Seed(ctx, a.DB, io.Discard); err != nil {
		t.Fatal(err)
	}
	return a, base
}
