// Package concepts is the one mechanism for everything a client prepares before it goes to the
// warehouse: concept products, concept sales orders, concept deliveries. A concept is its area's
// fields (a header, and lines where the area has them) kept as one JSON document with the errors
// they have now, per field ("lines.2.quantity" for a line's field), and so flagged 'To adjust' or
// 'Ready'. An area describes its entity once (Entity); the mechanism gives create, update, delete
// (also many at once), the list, send and bulk edit with their succeeded/failed answer, and the
// batch insert its staged import uses.
package concepts

import (
	"context"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// Fields is what an entity's fields T are to the mechanism: they clean themselves as entered (trim
// texts, clear what no longer applies) before every check, as the area's own records do.
type Fields[T any] interface {
	*T
	Normalize()
}

// Entity describes an area's concept whose fields are a T (see Fields), encoded as JSON with
// snake_case keys, and listed as rows of R.
type Entity[T, R any] struct {
	// Table holds the concepts: id, client_id, the Row's columns, fields, errors, has_errors,
	// original_source, created_by, created_at and updated_at.
	Table string
	// TextBounds are the most characters each text field may have, by its key: a bulk edit refuses
	// a longer text (see checkChanges). A text field that is not named takes no text from one.
	TextBounds map[string]int
	// Row is the list row of fields f. R embeds Row (and Schedule when the entity is Scheduled),
	// which the mechanism reads; R's own fields with a db tag are the values of the fields stored in
	// columns of their own beside them, for the list, its search and its sorts, and read back by the
	// list (one tagged json:"-" is stored for a check and not shown).
	Row func(f *T) R
	// Check finds every error of f now, including those only the database can tell (a number
	// another concept or record of the account already has); conceptID is 0 for a new concept.
	Check func(ctx context.Context, q db.Q, clientID, conceptID int64, f T) (domain.ValidationErrors, error)
	// Send turns a Ready concept into what it prepares, in the caller's transaction. A
	// domain.ValidationErrors error, or a *domain.FieldError (a form's answer) around one, keeps the
	// concept with those errors (a number taken meanwhile).
	Send func(ctx context.Context, q db.Q, clientID int64, c Concept[T]) error
	// Search is what the list's search matches: its Table is the entity's, its Alias c.
	Search listing.Search
	// Scheduled says the Table has send_after: when an import's concept without errors is sent
	// by SendDue (see Batch.SendAfter); NULL for every other concept, and cleared when a change
	// gives the concept errors (it then waits for a person, also once fixed). And send_failed_at:
	// when SendDue failed to send the concept on our side (it then waits for a person too).
	Scheduled bool
	// RequiredMessage answers a form that misses a required value (the specification's 'Please
	// fill out all required fields'); other form errors answer the general 422.
	RequiredMessage string
}

// Concept is a concept with its fields as entered or imported and the errors they have now.
type Concept[T any] struct {
	ID             int64                   `json:"id"`
	ClientID       int64                   `json:"-"`
	Fields         T                       `json:"fields"`
	Errors         domain.ValidationErrors `json:"errors"`
	HasErrors      bool                    `json:"has_errors"`
	OriginalSource string                  `json:"original_source"`
	// CreatedBy is the user who entered or imported the concept; nil for none (an API key).
	CreatedBy *int64    `json:"-"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}
