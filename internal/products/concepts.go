package products

import (
	"bytes"
	"context"
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strings"

	"kade/internal/db"
	"kade/internal/domain"
)

// parseErrorKeys are what the import records for a cell it could not read. The field is left empty,
// so no rule on the stored fields finds the problem again: such an error stays until its field changes.
var parseErrorKeys = []string{"validation.number", "validation.integer",
	"validation.boolean", "validation.one_of"}

func isParseError(msg string) bool {
	key, _, _ := strings.Cut(msg, ",")
	return slices.Contains(parseErrorKeys, key)
}

// conceptErrors are the errors a concept has now: every rule and the article number's uniqueness on
// f, plus the parse errors in previous of fields not in changed. A full replacement passes no
// previous errors, so none survive it.
func conceptErrors(ctx context.Context, q db.Q, clientID, conceptID int64, f Fields, previous domain.ValidationErrors, changed map[string]bool) (domain.ValidationErrors, error) {
	errs := domain.ValidationErrors{}
	for field, msgs := range previous {
		for _, msg := range msgs {
			if !changed[field] && isParseError(msg) {
				errs[field] = append(errs[field], msg)
			}
		}
	}
	rules := Validate(f)
	if err := checkArticleNumber(ctx, q, clientID, conceptID, f.ArticleNumber, rules); err != nil {
		return nil, err
	}
	for field, msgs := range rules {
		for _, msg := range msgs {
			if !slices.Contains(errs[field], msg) {
				errs[field] = append(errs[field], msg)
			}
		}
	}
	return errs, nil
}

// fieldKinds maps each ProductFields key to its Go type, for checking a bulk edit's changes.
var fieldKinds = func() map[string]reflect.Type {
	kinds := map[string]reflect.Type{}
	t := reflect.TypeFor[Fields]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		kinds[name] = t.Field(i).Type
	}
	return kinds
}()

// checkChanges reports what is wrong with a bulk edit's changes, keyed `changes.<field>`: a key that
// is no product field, or a value of the wrong JSON type (null only clears a field that may be empty).
func checkChanges(changes map[string]json.RawMessage) domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	if len(changes) == 0 {
		errs.Add("changes", "validation.required")
	}
	for key, raw := range changes {
		kind, ok := fieldKinds[key]
		if !ok {
			errs.Add("changes."+key, "validation.unknown_field")
			continue
		}
		isNull := bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
		if isNull && kind.Kind() != reflect.Pointer || json.Unmarshal(raw, reflect.New(kind).Interface()) != nil {
			errs.Add("changes."+key, "validation.type")
		}
	}
	return errs
}

// applyChanges sets checked changes on f and reports which fields now differ or were named by the
// changes (normalising may clear fields whose condition no longer holds).
func applyChanges(f Fields, changes map[string]json.RawMessage) (Fields, map[string]bool, error) {
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
	f = Fields{}
	if err := json.Unmarshal(data, &f); err != nil {
		return f, nil, err
	}
	f.Normalize()
	after, err := fieldValues(f)
	if err != nil {
		return f, nil, err
	}
	changed := map[string]bool{}
	for key, value := range after {
		_, named := changes[key]
		changed[key] = named || !bytes.Equal(value, before[key])
	}
	return f, changed, nil
}

func fieldValues(f Fields) (map[string]json.RawMessage, error) {
	data, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	values := map[string]json.RawMessage{}
	return values, json.Unmarshal(data, &values)
}
