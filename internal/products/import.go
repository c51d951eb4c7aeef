package products

import (
	"context"
	"encoding/json"
	"fmt"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/imports"
	"kade/internal/tabular"
)

// Importer turns a CSV or XLSX file into concept products, all or nothing.
type Importer struct {
	db       *db.DB
	concepts *Concepts
}

func NewImporter(d *db.DB) *Importer { return &Importer{db: d, concepts: NewConcepts(d)} }

// Import reads the file at path, uploaded as name, into concept products of the account created by
// userID. The file is read and checked first; its rows are then stored in one transaction, with
// each article number checked against the account's products and concepts and the rows above it.
// A file that cannot be imported as a whole stores nothing and answers a 422 error for `file`.
func (im *Importer) Import(ctx context.Context, clientID, userID int64, path, name string) (imports.Result, error) {
	staged, err := imports.Stage(ctx, clientID, path, name, importFile, rowParser(imports.NumbersOf(ctx, name)))
	if err != nil {
		return imports.Result{}, err
	}
	defer staged.Close()
	var result imports.Result
	err = im.db.Tx(ctx, func(q db.Q) error {
		result = staged.NewResult()
		taken, err := takenArticleNumbers(ctx, q, clientID)
		if err != nil {
			return err
		}
		batch := im.concepts.NewBatch(q, clientID, userID, SourceImport)
		err = staged.Each(func(row stagedRow) error {
			errs, err := row.errors()
			if err != nil {
				return err
			}
			if number := row.Listed.ArticleNumber; number != "" {
				if taken[number] {
					errs.Add("article_number", "products.validation.article_number_taken")
					if row.Errors, err = errorsJSON(errs); err != nil {
						return err
					}
				}
				taken[number] = true
			}
			result.Add(row.Number, errs, importSheet.InOrder(errs))
			if err := batch.AddRow(ctx, row.Listed, row.Fields, row.Errors); err != nil {
				return fmt.Errorf("import row %d: %w", row.Number, err)
			}
			return nil
		})
		if err != nil {
			return err
		}
		if err := batch.Flush(ctx); err != nil {
			return err
		}
		return events.Append(ctx, q, result.Event(clientID, "concept_products", name))
	})
	return result, err
}

func errorsJSON(errs domain.ValidationErrors) (string, error) {
	data, err := json.Marshal(errs)
	return string(data), err
}

// rowParser reads the header of a file whose numbers are written as numbers says and returns the
// parser of its data rows: each is checked against every rule but the article number's uniqueness,
// which needs the database.
func rowParser(numbers imports.Numbers) func(cells []string) (imports.RowParser[stagedRow], error) {
	return func(cells []string) (imports.RowParser[stagedRow], error) {
		h, err := importSheet.Header(cells, numbers)
		if err != nil {
			return nil, err
		}
		return func(row tabular.Row) (stagedRow, error) {
			f, errs := parseRow(h, row.Cells)
			return newStagedRow(row.Number, f, errs)
		}, nil
	}
}
