package httpx

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"kade/internal/domain"
)

// maxDepth bounds how deeply a body's objects and arrays nest; no body of the API nests more than a
// few levels.
const maxDepth = 32

// DuplicateKeyError is a body that names one key twice in an object: 400 errors.duplicate_key with
// the key's field path, since which of the two values counts would be a guess.
type DuplicateKeyError struct{ Field string }

func (e *DuplicateKeyError) Error() string { return "duplicate key " + e.Field }

// fields reads a JSON body against the Go type it is decoded into, value by value, so that every
// value that does not fit its field is named by its exact path ("lines.3.quantity"), with the value
// as it was sent. What fits is kept in a copy of the body that encoding/json then decodes; what does
// not is left out of it, so its field keeps its zero value.
type fields struct {
	dec *json.Decoder
	// unfit are the values of the wrong type or precision (validation.type, validation.decimals,
	// ...) and nulls where a field takes no null (validation.required), by field.
	unfit domain.Unreadable
	// unknown are the keys that name no field (validation.unknown_field).
	unknown domain.ValidationErrors
}

// omitted marks a value left out of the copy.
type omitted struct{}

// Partial is an object of some of the fields of the struct type PartialOf (a bulk edit's changes):
// its members are read as that struct's fields are, so a value that does not fit is named by its
// exact path, and each is kept under its field's json name.
type Partial interface{ PartialOf() reflect.Type }

var (
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
	partialType     = reflect.TypeFor[Partial]()
	anyType         = reflect.TypeFor[any]()
)

// readFields reads body against dst's type and returns the copy of what fits. A body that is no
// JSON, holds a duplicate key, nests too deeply or is not the object dst takes is an error.
func readFields(body io.Reader, dst any) (fit []byte, f *fields, err error) {
	f = &fields{dec: json.NewDecoder(body), unfit: domain.Unreadable{Errors: domain.ValidationErrors{}, Sent: map[string]string{}},
		unknown: domain.ValidationErrors{}}
	f.dec.UseNumber()
	t := reflect.TypeOf(dst).Elem()
	first, err := f.dec.Token()
	if err != nil {
		return nil, nil, err
	}
	if first != json.Delim('{') {
		return nil, nil, fmt.Errorf("%w: the body is not a JSON object", ErrBadRequest)
	}
	value, err := f.object(t, "", 1)
	if err != nil {
		return nil, nil, err
	}
	if _, err := f.dec.Token(); !errors.Is(err, io.EOF) {
		return nil, nil, fmt.Errorf("%w: trailing data after the JSON body", ErrBadRequest)
	}
	fit, err = json.Marshal(value)
	return fit, f, err
}

// value reads the value that begins with tok, for a field of type t at path.
func (f *fields) value(tok json.Token, t reflect.Type, path string, depth int) (any, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("%w: the body nests deeper than %d", ErrBadRequest, maxDepth)
	}
	if t.Implements(partialType) {
		t = reflect.Zero(t).Interface().(Partial).PartialOf()
	}
	for t.Kind() == reflect.Pointer && !reflect.PointerTo(t).Implements(unmarshalerType) {
		if tok == nil {
			return nil, nil
		}
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(unmarshalerType) {
		return f.custom(tok, t, path, depth)
	}
	switch tok := tok.(type) {
	case json.Delim:
		return f.container(tok, t, path, depth)
	case nil:
		switch t.Kind() {
		case reflect.Slice, reflect.Map, reflect.Interface, reflect.String:
			return nil, nil
		}
		f.misfit(path, "null", "validation.required")
		return omitted{}, nil
	case string:
		if t.Kind() == reflect.String || t.Kind() == reflect.Interface {
			return tok, nil
		}
	case bool:
		if t.Kind() == reflect.Bool || t.Kind() == reflect.Interface {
			return tok, nil
		}
	case json.Number:
		if fitsNumber(tok, t) {
			return tok, nil
		}
	}
	sent, _ := json.Marshal(tok)
	f.misfit(path, string(sent), "validation.type")
	return omitted{}, nil
}

// container reads an object or array that began with delim.
func (f *fields) container(delim json.Delim, t reflect.Type, path string, depth int) (any, error) {
	switch {
	case delim == '{' && (t.Kind() == reflect.Struct || t.Kind() == reflect.Map || t.Kind() == reflect.Interface):
		return f.object(t, path, depth+1)
	case delim == '[' && (t.Kind() == reflect.Slice || t.Kind() == reflect.Interface):
		elem := anyType
		if t.Kind() == reflect.Slice {
			elem = t.Elem()
		}
		return f.array(elem, path, depth+1)
	}
	whole, err := f.value(delim, anyType, path, depth)
	if err != nil {
		return nil, err
	}
	sent, _ := json.Marshal(whole)
	f.misfit(path, string(sent), "validation.type")
	return omitted{}, nil
}

// custom reads a value whose type reads itself (a percentage): it is offered the value as sent, and
// its error's message (a domain.InvalidValue) is the value's problem.
func (f *fields) custom(tok json.Token, t reflect.Type, path string, depth int) (any, error) {
	whole := any(tok)
	if delim, ok := tok.(json.Delim); ok {
		var err error
		if whole, err = f.value(delim, anyType, path, depth); err != nil {
			return nil, err
		}
	}
	sent, err := json.Marshal(whole)
	if err != nil {
		return nil, err
	}
	if err := reflect.New(t).Interface().(json.Unmarshaler).UnmarshalJSON(sent); err != nil {
		message := "validation.type"
		var invalid *domain.InvalidValue
		if errors.As(err, &invalid) {
			message = invalid.Message
		}
		f.misfit(path, string(sent), message)
		return omitted{}, nil
	}
	return json.RawMessage(sent), nil
}

// object reads an object's members after its '{'. A struct's keys are its fields' json names
// (matched like encoding/json: exactly, else ignoring case), and the copy keeps a member under
// that name; a key twice is an error.
func (f *fields) object(t reflect.Type, path string, depth int) (any, error) {
	members := map[string]any{}
	seen := map[string]bool{}
	for f.dec.More() {
		tok, err := f.dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		field, ok := key, true
		elem := anyType
		switch t.Kind() {
		case reflect.Struct:
			var sf reflect.StructField
			sf, field, ok = structField(t, key)
			elem = sf.Type
		case reflect.Map:
			elem = t.Elem()
		}
		at := join(path, field)
		if seen[field] {
			return nil, &DuplicateKeyError{Field: at}
		}
		seen[field] = true
		next, err := f.dec.Token()
		if err != nil {
			return nil, err
		}
		if !ok {
			if _, err := f.value(next, anyType, at, depth); err != nil {
				return nil, err
			}
			f.unknown.Add(at, "validation.unknown_field")
			continue
		}
		v, err := f.value(next, elem, at, depth)
		if err != nil {
			return nil, err
		}
		if _, left := v.(omitted); !left {
			members[field] = v
		}
	}
	_, err := f.dec.Token() // '}'
	return members, err
}

// array reads an array's elements after its '['; element i's path ends in .i.
func (f *fields) array(elem reflect.Type, path string, depth int) (any, error) {
	items := []any{}
	for i := 0; f.dec.More(); i++ {
		tok, err := f.dec.Token()
		if err != nil {
			return nil, err
		}
		v, err := f.value(tok, elem, join(path, strconv.Itoa(i)), depth)
		if err != nil {
			return nil, err
		}
		if _, left := v.(omitted); left {
			// The element stays, so that the positions of the others, and their paths, hold.
			v = zeroJSON(elem)
		}
		items = append(items, v)
	}
	_, err := f.dec.Token() // ']'
	return items, err
}

// misfit records a value that does not fit its field.
func (f *fields) misfit(path, sent, message string) {
	f.unfit.Errors.Add(path, message)
	f.unfit.Sent[path] = sent
}

// fitsNumber reports whether a JSON number is a value of a field of type t: a whole number within
// an integer kind's range, or any number for a float.
func fitsNumber(n json.Number, t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		_, err := strconv.ParseInt(n.String(), 10, t.Bits())
		return err == nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		_, err := strconv.ParseUint(n.String(), 10, t.Bits())
		return err == nil
	case reflect.Float32, reflect.Float64:
		_, err := strconv.ParseFloat(n.String(), t.Bits())
		return err == nil
	case reflect.Interface:
		return true
	}
	return false
}

// zeroJSON is what a left-out array element becomes: an empty object for a struct, else null.
func zeroJSON(t reflect.Type) any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() == reflect.Struct {
		return map[string]any{}
	}
	return nil
}

// structField finds the field of struct t that key names, looking into embedded structs, and
// returns it with its json name.
func structField(t reflect.Type, key string) (reflect.StructField, string, bool) {
	named := jsonFieldsOf(t)
	if f, ok := named.byName[key]; ok {
		return f.field, f.name, true
	}
	for _, f := range named.inOrder {
		if strings.EqualFold(f.name, key) {
			return f.field, f.name, true
		}
	}
	return reflect.StructField{Type: anyType}, key, false
}

// jsonField is a struct field a body may name, with its json name.
type jsonField struct {
	field reflect.StructField
	name  string
}

// jsonFields are the fields of a struct type a body may name: by their json names (the first of a
// name counts, as it does for encoding/json's exact match), and in the struct's order for a key
// that matches one only when case is ignored.
type jsonFields struct {
	byName  map[string]jsonField
	inOrder []jsonField
}

// jsonFieldsOfType holds each struct type's jsonFields, worked out once: a body names every field
// of its type again.
var jsonFieldsOfType sync.Map

func jsonFieldsOf(t reflect.Type) *jsonFields {
	if known, ok := jsonFieldsOfType.Load(t); ok {
		return known.(*jsonFields)
	}
	named := &jsonFields{byName: map[string]jsonField{}}
	for _, sf := range reflect.VisibleFields(t) {
		if !sf.IsExported() || sf.Anonymous && sf.Tag.Get("json") == "" {
			continue
		}
		name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		switch {
		case name == "-":
			continue
		case name == "":
			name = sf.Name
		}
		f := jsonField{field: sf, name: name}
		if _, taken := named.byName[name]; !taken {
			named.byName[name] = f
		}
		named.inOrder = append(named.inOrder, f)
	}
	known, _ := jsonFieldsOfType.LoadOrStore(t, named)
	return known.(*jsonFields)
}

// join is path with name appended.
func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}
