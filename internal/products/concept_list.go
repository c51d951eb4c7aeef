package products

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// ConceptFilter is what the concept product list asks for; it lists newest first.
type ConceptFilter struct {
	Q string
	// HasErrors nil lists all, true only 'To adjust', false only 'Ready'.
	HasErrors *bool
	Cursor    string
	Limit     int
}

// ParseConceptFilter reads the concept list's query parameters; a bad value is a
// domain.ValidationErrors error keyed by the parameter's name.
func ParseConceptFilter(v url.Values) (ConceptFilter, error) {
	errs := domain.ValidationErrors{}
	page := listing.ParsePage(v, errs)
	f := ConceptFilter{Q: page.Q, Cursor: page.Cursor, Limit: page.Limit, HasErrors: listing.Flag(v, "has_errors", errs)}
	if f.Cursor != "" {
		if _, err := f.decodeCursor(); err != nil {
			errs.Add("cursor", "validation.type")
		}
	}
	return f, errs.Err()
}

func (f ConceptFilter) listKey() string {
	hasErrors := ""
	if f.HasErrors != nil {
		hasErrors = strconv.FormatBool(*f.HasErrors)
	}
	return listing.Key(f.Q, hasErrors)
}

// decodeCursor reads the cursor of the page before: its total and the id to continue after.
func (f ConceptFilter) decodeCursor() (listing.Cursor, error) {
	return listing.Decode(f.Cursor, f.listKey(), []listing.Kind{listing.Integer})
}

// conceptRowRecord is a list row with its errors as stored.
type conceptRowRecord struct {
	ConceptRow
	ErrorsJSON string `db:"errors"`
}

// listConcepts reads one page of the account's concept products and how many match the filter.
func listConcepts(ctx context.Context, q db.Q, clientID int64, clientName string, f ConceptFilter) ([]ConceptRow, *string, int64, error) {
	where, args := "cp.client_id = ?", []any{clientID}
	if f.HasErrors != nil {
		where += " AND cp.has_errors = ?"
		args = append(args, *f.HasErrors)
	}
	if f.Q != "" {
		pattern := listing.EscapeLike(strings.ToLower(f.Q))
		where += ` AND (lower(cp.article_number) LIKE ? ESCAPE '\' OR lower(cp.name) LIKE ? ESCAPE '\')`
		args = append(args, pattern+"%", "%"+pattern+"%")
	}
	total, after, err := listing.Start(ctx, q, `SELECT count(*) FROM concept_products cp WHERE `+where, args, f.Cursor, f.decodeCursor)
	if err != nil {
		return nil, nil, 0, err
	}
	if after != nil {
		where += " AND cp.id < ?"
		args = append(args, after[0])
	}
	var records []conceptRowRecord
	if err := q.Select(ctx, &records, `SELECT cp.id, cp.article_number, cp.name, cp.product_type, cp.minimum_stock,
		cp.original_source, cp.has_errors, cp.errors, cp.created_at FROM concept_products cp
		WHERE `+where+` ORDER BY cp.id DESC LIMIT ?`, append(args, f.Limit+1)...); err != nil {
		return nil, nil, 0, err
	}
	records, next := listing.End(records, f.Limit, f.listKey(), total, func(r conceptRowRecord) []any { return []any{r.ID} })
	rows := make([]ConceptRow, len(records))
	for i, r := range records {
		rows[i] = r.ConceptRow
		rows[i].ClientName = clientName
		rows[i].CreatedAt = r.CreatedAt.UTC()
		if err := json.Unmarshal([]byte(r.ErrorsJSON), &rows[i].Errors); err != nil {
			return nil, nil, 0, err
		}
	}
	return rows, next, total, nil
}
