package products

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"

	"kade/internal/db"
	"kade/internal/httpx"
)

// ConceptFilter is what the concept product list asks for; it lists newest first.
type ConceptFilter struct {
	Q string
	// HasErrors nil lists all, true only 'To adjust', false only 'Ready'.
	HasErrors *bool
	Cursor    string
	Limit     int
}

// ParseConceptFilter reads the concept list's query parameters; a bad value is an
// httpx.ValidationErrors error keyed by the parameter's name.
func ParseConceptFilter(v url.Values) (ConceptFilter, error) {
	f := ConceptFilter{Q: cleanText(v.Get("q")), Cursor: v.Get("cursor"), Limit: defaultLimit}
	errs := httpx.ValidationErrors{}
	if len([]rune(f.Q)) > maxQ {
		errs.Add("q", "validation.max", maxQ)
	}
	switch v.Get("has_errors") {
	case "":
	case "1":
		f.HasErrors = new(true)
	case "0":
		f.HasErrors = new(false)
	default:
		errs.Add("has_errors", "products.validation.one_of", choices([]string{"1", "0"}))
	}
	if limit := v.Get("limit"); limit != "" {
		f.Limit = parseLimit(limit, errs)
	}
	if f.Cursor != "" {
		if _, err := f.decodeCursor(); err != nil {
			errs.Add("cursor", "validation.type")
		}
	}
	return f, errs.Err()
}

// parseLimit reads a page size, recording what is wrong with it in errs.
func parseLimit(limit string, errs httpx.ValidationErrors) int {
	n, err := strconv.Atoi(limit)
	switch {
	case err != nil:
		errs.Add("limit", "validation.type")
	case n < 1:
		errs.Add("limit", "validation.min", 1)
	case n > maxLimit:
		errs.Add("limit", "validation.max", maxLimit)
	default:
		return n
	}
	return defaultLimit
}

func (f ConceptFilter) listKey() string {
	hasErrors := ""
	if f.HasErrors != nil {
		hasErrors = strconv.FormatBool(*f.HasErrors)
	}
	return listKey(f.Q, hasErrors)
}

// decodeCursor reads the cursor of the page before: its total and the id to continue after.
func (f ConceptFilter) decodeCursor() (cursor, error) {
	return decodeCursor(f.Cursor, f.listKey(), []bool{true})
}

// conceptSearch is the account's concept products that the list's search matches: the start of
// the article number or any part of the name, in any case.
var conceptSearch = db.Search{FTS: "concept_products_fts", ID: "cp.id", Account: "cp.client_id",
	Prefix: []string{"lower(cp.article_number)"}, Contains: []string{"lower(cp.name)"}}

// conceptRowRecord is a list row with its errors as stored.
type conceptRowRecord struct {
	ConceptRow
	ErrorsJSON string `db:"errors"`
}

// listConcepts reads one page of the account's concept products and how many match the filter.
func listConcepts(ctx context.Context, q db.Q, dialect db.Dialect, clientID int64, clientName string, f ConceptFilter) ([]ConceptRow, *string, int64, error) {
	where, args := conceptSearch.Where(dialect, clientID, f.Q)
	if f.HasErrors != nil {
		where += " AND cp.has_errors = ?"
		args = append(args, *f.HasErrors)
	}
	total, after, err := pageStart(ctx, q, `SELECT count(*) FROM concept_products cp WHERE `+where, args, f.Cursor, f.decodeCursor)
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
	records, next := pageEnd(records, f.Limit, f.listKey(), total, func(r conceptRowRecord) []any { return []any{r.ID} })
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
