package bench

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"testing"
)

// The concept delivery benchmark imports a file, has the job send every concept and reports both lines.
func TestConceptDeliveries(t *testing.T) {
	ctx := context.Background()
	a, _, stop, err := startInstance(ctx, "sqlite:"+filepath.Join(t.TempDir(), "kade.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	var out bytes.Buffer
	if err := conceptDeliveries(ctx, a, t.TempDir(), 200, &out, ""); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^BENCH concept_deliveries_import_10k_lines_s \d+\.\d\d s ratio=\d+\.\d\d vs target_3_s engine=sqlite lines=200 deliveries=20 spread=\S+ load=\S+\n` +
		`BENCH concept_deliveries_autosend_1000_s \d+\.\d\d s ratio=\d+\.\d\d vs target_5_s engine=sqlite concepts=20 lines=200 products=500 spread=\S+ load=\S+\n$`).Match(out.Bytes()) {
		t.Errorf("lines %q", out.String())
	}
	var announced int
	// Each of the three runs announced the file's 20 deliveries in an account of its own.
	if err := a.DB.Read().Get(ctx, &announced, `SELECT count(*) FROM deliveries WHERE status = 'Announced'`); err != nil || announced != 3*20 {
		t.Errorf("%d deliveries announced: %v", announced, err)
	}
}
