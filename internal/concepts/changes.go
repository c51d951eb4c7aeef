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

// fieldKinds maps each top-level JSON key of T to its Go type, for checking a bulk edit's changes.
func fieldKinds[T any]() map[string]reflect.Type {
	kinds := map[string]reflect.Type{}
	t := reflect.TypeFor[T]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			kinds[name] = t.Field(i).Type
		}
	}
	return kinds
}

// checkChanges reports what is wrong with a bulk edit's changes, keyed `changes.<field>`: a key that
// is no field of T, a value of the wrong JSON type (null only clears a field that may be empty), or
// a text longer than its field's bound in textBounds. Other values that break a rule are the
// concepts' errors, but so long a text is right for no concept: stored on each of a thousand
// concepts, it would fill the database and every page of their list, and PostgreSQL cannot index it.
func checkChanges[T any](changes map[string]json.RawMessage, textBounds map[string]int, errs domain.ValidationErrors) {
	if len(changes) == 0 {
		errs.Add("changes", "validation.required")
	}
	kinds := fieldKinds[T]()
	for key, raw := range changes {
		kind, ok := kinds[key]
		if !ok {
			errs.Add("changes."+key, "validation.unknown_field")
			continue
		}
		isNull := bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
		value := reflect.New(kind)
		switch {
		case isNull && kind.Kind() != reflect.Pointer || json.Unmarshal(raw, value.Interface()) != nil:
			errs.Add("changes."+key, "validation.type")
		case kind.Kind() == reflect.String && utf8.RuneCountInString(value.Elem().String()) > textBounds[key]:
			errs.Add("changes."+key, "validation.max", textBounds[key])
		}
	}
}

// applyChanges sets checked changes on f, normalises the result and reports which fields now
// differ or were named by the changes (normalising may clear fields whose condition no longer holds).
func applyChanges[T any](f T, changes map[string]json.RawMessage, normalize func(*T)) (T, map[string]bool, error) {
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
