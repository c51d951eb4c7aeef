package products

import (
	"context"
	"encoding/json"
	"fmt"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/tabular"
)

// Importer turns a CSV or XLSX file into concept products, all or nothing.
type Importer struct {
	db *db.DB
}

func NewImporter(d *db.DB) *Importer { return &Importer{db: d} }

// maxListedErrors bounds the errors an import's result lists; the concepts keep all of them.
const maxListedErrors = 1000

// ImportResult is what an import did: every row became a concept, RowsWithErrors of them 'To adjust'.
type ImportResult struct {
	RowsImported   int           `json:"rows_imported"`
	RowsWithErrors int           `json:"rows_with_errors"`
	Errors         []ImportError `json:"errors"`
}

// ImportError is one message about one cell: the file's row number (the header is 1) and column.
type ImportError struct {
	Row     int    `json:"row"`
	Column  string `json:"column"`
	Message string `json:"message"`
}

// Import reads the file at path, uploaded as name, into concept products of the account created by
// userID. The file is read and checked first; its rows are then stored in one transaction, with
// each article number checked against the account's products and concepts and the rows above it.
// A file that cannot be imported as a whole stores nothing and answers a 422 error for `file`.
func (im *Importer) Import(ctx context.Context, clientID, userID int64, path, name string) (ImportResult, error) {
	r, err := tabular.Open(path, name)
	if err != nil {
		return ImportResult{}, readError(err)
	}
	staged, err := stage(r)
	if closeErr := r.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		return ImportResult{}, err
	}
	defer staged.Close()
	var result ImportResult
	err = im.db.Tx(ctx, func(q db.Q) error {
		result = ImportResult{Errors: []ImportError{}}
		taken, err := takenArticleNumbers(ctx, q, clientID)
		if err != nil {
			return err
		}
		batch := newConceptBatch(q, clientID, userID)
		err = staged.each(func(row stagedRow) error {
			errs, err := row.errors()
			if err != nil {
				return err
			}
			if number := row.ArticleNumber; number != "" {
				if taken[number] {
					errs.Add("article_number", "products.validation.article_number_taken")
					if row.Errors, err = errorsJSON(errs); err != nil {
						return err
					}
				}
				taken[number] = true
			}
			result.add(row.Number, errs)
			if err := batch.add(ctx, row); err != nil {
				return fmt.Errorf("import row %d: %w", row.Number, err)
			}
			return nil
		})
		if err != nil {
			return err
		}
		return batch.flush(ctx)
	})
	return result, err
}

func errorsJSON(errs domain.ValidationErrors) (string, error) {
	data, err := json.Marshal(errs)
	return string(data), err
}

func (r *ImportResult) add(number int, errs domain.ValidationErrors) {
	r.RowsImported++
	if len(errs) == 0 {
		return
	}
	r.RowsWithErrors++
	for _, field := range fieldsInOrder(errs) {
		for _, message := range errs[field] {
			if len(r.Errors) < maxListedErrors {
				r.Errors = append(r.Errors, ImportError{Row: number, Column: field, Message: message})
			}
		}
	}
}
