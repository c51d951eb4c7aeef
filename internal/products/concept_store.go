package products

import (
	"context"
	"encoding/json"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
)

// articleNumberTaken reports whether a product or another concept of the account (any but
// exceptConceptID) already has articleNumber.
func articleNumberTaken(ctx context.Context, q db.Q, clientID int64, articleNumber string, exceptConceptID int64) (bool, error) {
	var taken bool
	err := q.Get(ctx, &taken, `SELECT EXISTS (SELECT 1 FROM products WHERE client_id = ? AND article_number = ?)
		OR EXISTS (SELECT 1 FROM concept_products WHERE client_id = ? AND article_number = ? AND id <> ?)`,
		clientID, articleNumber, clientID, articleNumber, exceptConceptID)
	return taken, err
}

// takenArticleNumbers is every article number the account's products and concepts use.
func takenArticleNumbers(ctx context.Context, q db.Q, clientID int64) (map[string]bool, error) {
	rows, err := q.Query(ctx, `SELECT article_number FROM products WHERE client_id = ?
		UNION ALL SELECT article_number FROM concept_products WHERE client_id = ? AND article_number <> ''`,
		clientID, clientID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	taken := map[string]bool{}
	for rows.Next() {
		var number string
		if err := rows.Scan(&number); err != nil {
			return nil, err
		}
		taken[number] = true
	}
	return taken, rows.Err()
}

// insertConcept stores a concept product with its current errors inside the caller's transaction;
// createdBy 0 means no user (an API key).
func insertConcept(ctx context.Context, q db.Q, clientID, createdBy int64, source string, f Fields, errs domain.ValidationErrors) (int64, error) {
	fieldsJSON, errsJSON, err := conceptJSON(f, errs)
	if err != nil {
		return 0, err
	}
	var creator *int64
	if createdBy != 0 {
		creator = &createdBy
	}
	now := db.Now()
	var id int64
	err = q.Get(ctx, &id, `INSERT INTO concept_products (client_id, article_number, name, product_type,
		minimum_stock, original_source, fields, errors, has_errors, created_by, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		clientID, f.ArticleNumber, f.Name, f.ProductType, f.MinimumStock, source, fieldsJSON, errsJSON,
		len(errs) > 0, creator, now, now)
	return id, err
}

// updateConcept saves a concept's new fields and errors.
func updateConcept(ctx context.Context, q db.Q, id int64, f Fields, errs domain.ValidationErrors) error {
	fieldsJSON, errsJSON, err := conceptJSON(f, errs)
	if err != nil {
		return err
	}
	_, err = q.Exec(ctx, `UPDATE concept_products SET article_number = ?, name = ?, product_type = ?,
		minimum_stock = ?, fields = ?, errors = ?, has_errors = ?, updated_at = ? WHERE id = ?`,
		f.ArticleNumber, f.Name, f.ProductType, f.MinimumStock, fieldsJSON, errsJSON, len(errs) > 0, db.Now(), id)
	return err
}

func conceptJSON(f Fields, errs domain.ValidationErrors) (fields, errors string, err error) {
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

// conceptRecord is a concept_products row as stored.
type conceptRecord struct {
	ID             int64     `db:"id"`
	ClientID       int64     `db:"client_id"`
	Fields         string    `db:"fields"`
	Errors         string    `db:"errors"`
	HasErrors      bool      `db:"has_errors"`
	OriginalSource string    `db:"original_source"`
	CreatedAt      time.Time `db:"created_at"`
	UpdatedAt      time.Time `db:"updated_at"`
}

const conceptColumns = `id, client_id, fields, errors, has_errors, original_source, created_at, updated_at`

func (r conceptRecord) concept() (Concept, error) {
	c := Concept{ID: r.ID, ClientID: r.ClientID, HasErrors: r.HasErrors, OriginalSource: r.OriginalSource,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), Errors: domain.ValidationErrors{}}
	if err := json.Unmarshal([]byte(r.Fields), &c.Fields); err != nil {
		return Concept{}, err
	}
	err := json.Unmarshal([]byte(r.Errors), &c.Errors)
	return c, err
}

// conceptByID reads one of the account's concept products, or domain.ErrNotFound.
func conceptByID(ctx context.Context, q db.Q, clientID, id int64) (Concept, error) {
	var r conceptRecord
	err := q.Get(ctx, &r, `SELECT `+conceptColumns+` FROM concept_products WHERE client_id = ? AND id = ?`, clientID, id)
	if db.NotFound(err) {
		return Concept{}, domain.ErrNotFound
	}
	if err != nil {
		return Concept{}, err
	}
	return r.concept()
}
