package concepts

import (
	"bytes"
	"encoding/json"
	"maps"
	"reflect"
	"strings"
	"unicode/utf8"

	"kade/internal/domain"
)

// Changes are a bulk edit's changes: some of T's fields by their JSON keys, each value of its
// field's type. The handler reads them with the one strict JSON reader (Changes is an
// httpx.Partial of T), so a key that is no field or a value of the wrong type is a 422 at its
// exact path (changes.lines.3.quantity), as in every form, before the edit begins.
type Changes[T any] map[string]json.RawMessage

// PartialOf is T: the reader reads changes as T's fields.
func (Changes[T]) PartialOf() reflect.Type { return reflect.TypeFor[T]() }

// textFields are the top-level JSON keys of T whose values are texts.
func textFields[T any]() map[string]bool {
	texts := map[string]bool{}
	t := reflect.TypeFor[T]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" && t.Field(i).Type.Kind() == reflect.String {
			texts[name] = true
		}
	}
	return texts
}

// checkChanges reports what is wrong with a bulk edit's changes as read, keyed `changes.<field>`:
// none at all, or a text longer than its field's bound in textBounds (a text field without one takes
// no text). Other values that break a rule are the concepts' errors, but so long a text is right
// for no concept: stored on each of a thousand concepts, it would fill the database and every page
// of their list, and PostgreSQL cannot index it.
func checkChanges[T any](changes Changes[T], textBounds map[string]int, errs domain.ValidationErrors) {
	if len(changes) == 0 {
		errs.Add("changes", "validation.required")
	}
	texts := textFields[T]()
	for key, raw := range changes {
		var text string
		if texts[key] && json.Unmarshal(raw, &text) == nil && utf8.RuneCountInString(text) > textBounds[key] {
			errs.Add("changes."+key, "validation.max", textBounds[key])
		}
	}
}

// applyChanges sets checked changes on f, normalises the result and reports which fields now
// differ or were named by the changes (normalising may clear fields whose condition no longer holds).
func applyChanges[T any](f T, changes Changes[T], normalize func(*T)) (T, map[string]bool, error) {
	before, err := fieldValues(f)
	if err != nil {
		return f, nil, err
	}
	merged := maps.Clone(before)
	maps.Copy(merged, changes)
	data, err := json.Marshal(merged)
	if err != nil {
		return f, nil, err
	}
	// Decoded into a new value rather than onto f, whose pointers its caller still shares.
	var changed T
	if err := json.Unmarshal(data, &changed); err != nil {
		return f, nil, err
	}
	normalize(&changed)
	after, err := fieldValues(changed)
	if err != nil {
		return f, nil, err
	}
	differ := map[string]bool{}
	for key, value := range after {
		_, named := changes[key]
		differ[key] = named || !bytes.Equal(value, before[key])
	}
	return changed, differ, nil
}

func fieldValues[T any](f T) (map[string]json.RawMessage, error) {
	data, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	values := map[string]json.RawMessage{}
	return values, json.Unmarshal(data, &values)
}
