package concepts

import (
	"reflect"
	"testing"
)

// An entity's list row says once which values of the fields are stored beside them: its own fields
// with a db tag, also one not shown, and none of the structs it embeds, which the mechanism reads.
func TestStoredColumns(t *testing.T) {
	type row struct {
		Row
		Schedule
		Reference string `json:"reference" db:"reference"`
		Label     string `json:"label" db:"-"`
		Key       string `json:"-" db:"reference_key"`
		Untagged  string `json:"untagged"`
		LineCount int64  `json:"line_count" db:"line_count"`
	}
	want := []storedColumn{{name: "reference", field: 2}, {name: "reference_key", field: 4}, {name: "line_count", field: 6}}
	if got := storedColumns(reflect.TypeFor[row]()); !reflect.DeepEqual(got, want) {
		t.Errorf("storedColumns = %+v, want %+v", got, want)
	}
}
