package listing

import (
	"fmt"
	"reflect"
	"strings"
)

// keyValues is a row's values of the sort keys, for the next page's cursor: the fields of R whose
// db tags name the keys' columns (a key without its table's alias), also those of the structs R
// embeds. A key no field names is an error of the list's description.
func keyValues[R any](keys []string) (func(R) []any, error) {
	t := reflect.TypeFor[R]()
	fields := make([][]int, len(keys))
	for i, key := range keys {
		column := key[strings.Index(key, ".")+1:]
		field, ok := fieldTagged(t, column)
		if !ok {
			return nil, fmt.Errorf("listing: no field of %s reads the sort key %s", t, key)
		}
		fields[i] = field.Index
	}
	return func(r R) []any {
		row := reflect.ValueOf(r)
		values := make([]any, len(fields))
		for i, field := range fields {
			values[i] = row.FieldByIndex(field).Interface()
		}
		return values
	}, nil
}

// fieldTagged is the field of t, or of a struct it embeds, whose db tag is column.
func fieldTagged(t reflect.Type, column string) (reflect.StructField, bool) {
	for _, field := range reflect.VisibleFields(t) {
		if !field.Anonymous && field.Tag.Get("db") == column {
			return field, true
		}
	}
	return reflect.StructField{}, false
}
