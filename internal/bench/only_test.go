package bench

import (
	"testing"

	"kade/internal/db"
)

// A run limited by -only measures the parts with a line that begins with one of its prefixes, and
// one limited by -engine only that engine.
func TestOnly(t *testing.T) {
	all := Options{}
	if !all.runs(bulkSendLines...) || !all.on(db.SQLite) || !all.on(db.Postgres) {
		t.Error("a run without -only or -engine measures everything")
	}
	o := Options{Only: []string{"orderlines_export_csv", "orders_search"}, Engine: db.Postgres}
	for _, c := range []struct {
		lines []string
		want  bool
	}{{orderExportLines, true}, {orderListLines, true}, {bulkSendLines, false}, {engineLines, false}, {orderLines(), true}} {
		if got := o.runs(c.lines...); got != c.want {
			t.Errorf("-only %v runs %v: %v, want %v", o.Only, c.lines, got, c.want)
		}
	}
	if o.on(db.SQLite) || !o.on(db.Postgres) {
		t.Error("-engine postgres runs SQLite or not PostgreSQL")
	}
}
