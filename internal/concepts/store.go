package concepts

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
)

// Concepts is the store and service of one area's concepts.
type Concepts[T, R any] struct {
	db *db.DB
	e  Entity[T, R]
	// normalize is T's Normalize (see Fields).
	normalize func(f *T)
	// stored are the columns of the values of the fields stored beside them (see Entity.Row).
	stored []storedColumn
	// columns are the table's columns an insert writes, in the order of insertValues.
	columns string
}

// New is the mechanism for the concepts e describes.
func New[T, R any, F Fields[T]](d *db.DB, e Entity[T, R]) *Concepts[T, R] {
	stored := storedColumns(reflect.TypeFor[R]())
	names := make([]string, 0, len(stored)+9)
	names = append(names, "client_id")
	for _, c := range stored {
		names = append(names, c.name)
	}
	names = append(names, "original_source", "fields", "errors", "has_errors", "created_by", "created_at", "updated_at")
	if e.Scheduled {
		names = append(names, "send_after")
	}
	normalize := func(f *T) { F(f).Normalize() }
	return &Concepts[T, R]{db: d, e: e, normalize: normalize, stored: stored, columns: strings.Join(names, ", ")}
}

// Get reads one of the account's concepts, or domain.ErrNotFound.
func (s *Concepts[T, R]) Get(ctx context.Context, clientID, id int64) (Concept[T], error) {
	return s.get(ctx, s.db.Read(), clientID, id)
}

// Create adds a concept entered by hand; it must pass every rule and is Ready. Fields that break a
// rule are answered as a form error and nothing is stored.
func (s *Concepts[T, R]) Create(ctx context.Context, clientID, userID int64, source string, f T) (Concept[T], error) {
	return db.TxValue(ctx, s.db, func(q db.Q) (Concept[T], error) {
		return s.CreateIn(ctx, q, clientID, userID, source, f)
	})
}

// CreateIn is Create in q's transaction.
func (s *Concepts[T, R]) CreateIn(ctx context.Context, q db.Q, clientID, userID int64, source string, f T) (Concept[T], error) {
	s.normalize(&f)
	if err := s.checkForm(ctx, q, clientID, 0, f); err != nil {
		return Concept[T]{}, err
	}
	id, err := s.insert(ctx, q, clientID, userID, source, f, nil)
	if err != nil {
		return Concept[T]{}, err
	}
	return s.get(ctx, q, clientID, id)
}

// Update replaces a concept's fields, which must pass every rule; the concept is Ready then.
func (s *Concepts[T, R]) Update(ctx context.Context, clientID, id int64, f T) (Concept[T], error) {
	s.normalize(&f)
	return db.TxValue(ctx, s.db, func(q db.Q) (Concept[T], error) {
		if _, err := s.get(ctx, q, clientID, id); err != nil {
			return Concept[T]{}, err
		}
		if err := s.checkForm(ctx, q, clientID, id, f); err != nil {
			return Concept[T]{}, err
		}
		if err := s.update(ctx, q, id, f, nil); err != nil {
			return Concept[T]{}, err
		}
		return s.get(ctx, q, clientID, id)
	})
}

// checkForm answers fields entered in a form that break a rule: the entity's RequiredMessage when a
// required value is missing, the general 422 otherwise.
func (s *Concepts[T, R]) checkForm(ctx context.Context, q db.Q, clientID, id int64, f T) error {
	errs, err := s.e.Check(ctx, q, clientID, id, f)
	if err != nil {
		return err
	}
	return errs.FormError(s.e.RequiredMessage)
}

// Delete removes one of the account's concepts.
func (s *Concepts[T, R]) Delete(ctx context.Context, clientID, id int64) error {
	res, err := s.db.Write().Exec(ctx, `DELETE FROM `+s.e.Table+` WHERE client_id = ? AND id = ?`, clientID, id)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err == nil && n == 0 {
		err = domain.ErrNotFound
	}
	return err
}

// insert stores a concept with its current errors inside the caller's transaction; createdBy 0
// means no user (an API key).
func (s *Concepts[T, R]) insert(ctx context.Context, q db.Q, clientID, createdBy int64, source string, f T, errs domain.ValidationErrors) (int64, error) {
	fieldsJSON, errsJSON, err := Encode(f, errs)
	if err != nil {
		return 0, err
	}
	values := s.insertValues(clientID, createdBy, source, s.e.Row(&f), fieldsJSON, errsJSON, db.Now(), nil)
	var id int64
	err = q.Get(ctx, &id, `INSERT INTO `+s.e.Table+` (`+s.columns+`) VALUES (?`+strings.Repeat(", ?", len(values)-1)+`) RETURNING id`, values...)
	return id, err
}

// insertValues are the values of s.columns, the stored ones of the fields' list row; sendAfter is
// written only when the entity is Scheduled.
func (s *Concepts[T, R]) insertValues(clientID, createdBy int64, source string, row R, fieldsJSON, errsJSON string, now any, sendAfter *time.Time) []any {
	values := make([]any, 0, len(s.stored)+9)
	values = append(values, clientID)
	values = s.storedValues(values, row)
	var creator *int64
	if createdBy != 0 {
		creator = &createdBy
	}
	values = append(values, source, fieldsJSON, errsJSON, errsJSON != "{}", creator, now, now)
	if s.e.Scheduled {
		values = append(values, sendAfter)
	}
	return values
}

// update saves a concept's new fields and errors.
func (s *Concepts[T, R]) update(ctx context.Context, q db.Q, id int64, f T, errs domain.ValidationErrors) error {
	fieldsJSON, errsJSON, err := Encode(f, errs)
	if err != nil {
		return err
	}
	set := make([]string, 0, len(s.stored)+4)
	for _, c := range s.stored {
		set = append(set, c.name+" = ?")
	}
	values := s.storedValues(make([]any, 0, len(s.stored)+5), s.e.Row(&f))
	set = append(set, "fields = ?", "errors = ?", "has_errors = ?", "updated_at = ?")
	if s.e.Scheduled && len(errs) > 0 {
		set = append(set, "send_after = NULL") // a concept with errors waits for a person
	}
	values = append(values, fieldsJSON, errsJSON, len(errs) > 0, db.Now(), id)
	_, err = q.Exec(ctx, `UPDATE `+s.e.Table+` SET `+strings.Join(set, ", ")+` WHERE id = ?`, values...)
	return err
}

// storedColumn is a field of a list row type that holds a value of the fields stored in a column of
// its own: the column's name and the field's index.
type storedColumn struct {
	name  string
	field int
}

// storedColumns are the fields of list row type t that are stored beside the fields: those of its
// own (not of the structs it embeds) with a db tag other than "-".
func storedColumns(t reflect.Type) []storedColumn {
	var stored []storedColumn
	for i := range t.NumField() {
		field := t.Field(i)
		if tag := field.Tag.Get("db"); !field.Anonymous && tag != "" && tag != "-" {
			stored = append(stored, storedColumn{name: tag, field: i})
		}
	}
	return stored
}

// storedValues appends to values the values of the stored columns of a list row.
func (s *Concepts[T, R]) storedValues(values []any, row R) []any {
	v := reflect.ValueOf(row)
	for _, c := range s.stored {
		values = append(values, v.Field(c.field).Interface())
	}
	return values
}

// Encode is how a concept's fields and errors are stored: both as JSON, no errors as {}.
func Encode[T any](f T, errs domain.ValidationErrors) (fields, errors string, err error) {
	if errs == nil {
		errs = domain.ValidationErrors{}
	}
	fb, err := json.Marshal(f)
	if err != nil {
		return "", "", err
	}
	eb, err := json.Marshal(errs)
	return string(fb), string(eb), err
}

// record is a concept row as stored.
type record struct {
	ID             int64     `db:"id"`
	ClientID       int64     `db:"client_id"`
	Fields         string    `db:"fields"`
	Errors         string    `db:"errors"`
	HasErrors      bool      `db:"has_errors"`
	OriginalSource string    `db:"original_source"`
	CreatedBy      *int64    `db:"created_by"`
	CreatedAt      time.Time `db:"created_at"`
	UpdatedAt      time.Time `db:"updated_at"`
}

func (s *Concepts[T, R]) get(ctx context.Context, q db.Q, clientID, id int64) (Concept[T], error) {
	var r record
	err := q.Get(ctx, &r, `SELECT id, client_id, fields, errors, has_errors, original_source, created_by, created_at, updated_at
		FROM `+s.e.Table+` WHERE client_id = ? AND id = ?`, clientID, id)
	if db.NotFound(err) {
		return Concept[T]{}, domain.ErrNotFound
	}
	if err != nil {
		return Concept[T]{}, err
	}
	c := Concept[T]{ID: r.ID, ClientID: r.ClientID, HasErrors: r.HasErrors, OriginalSource: r.OriginalSource,
		CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), Errors: domain.ValidationErrors{}}
	if err := json.Unmarshal([]byte(r.Fields), &c.Fields); err != nil {
		return Concept[T]{}, err
	}
	return c, json.Unmarshal([]byte(r.Errors), &c.Errors)
}
