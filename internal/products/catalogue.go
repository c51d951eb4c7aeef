package products

import (
	"context"

	"kade/internal/db"
	"kade/internal/httpx"
	"kade/internal/stock"
)

// Catalogue is the products service: the overview, product pages and the concept products.
type Catalogue struct {
	db *db.DB
}

func NewCatalogue(d *db.DB) *Catalogue { return &Catalogue{db: d} }

// latestMovements is how many stock movements the product page shows.
const latestMovements = 25

// Detail is the product page: the product, its stock per lot and its latest stock movements.
type Detail struct {
	Product
	Lots      []stock.Lot         `json:"lots"`
	Movements []stock.MovementRow `json:"movements"`
}

// List is one page of the account's product overview and how many products match.
func (c *Catalogue) List(ctx context.Context, clientID int64, f ListFilter) ([]Row, *string, int64, error) {
	return listProducts(ctx, c.db.Read(), c.db.Dialect, clientID, f)
}

// Product is the product page of one of the account's products.
func (c *Catalogue) Product(ctx context.Context, clientID int64, clientName string, id int64) (Detail, error) {
	q := c.db.Read()
	rec, err := productByID(ctx, q, clientID, id)
	if err != nil {
		return Detail{}, err
	}
	d := Detail{Product: rec.product(clientName)}
	if d.Lots, err = stock.Lots(ctx, q, id); err != nil {
		return Detail{}, err
	}
	d.Movements, err = stock.LatestMovements(ctx, q, id, latestMovements)
	return d, err
}

// Concepts is one page of the account's concept products, newest first, and how many match.
func (c *Catalogue) Concepts(ctx context.Context, clientID int64, clientName string, f ConceptFilter) ([]ConceptRow, *string, int64, error) {
	return listConcepts(ctx, c.db.Read(), c.db.Dialect, clientID, clientName, f)
}

// Concept is one of the account's concept products.
func (c *Catalogue) Concept(ctx context.Context, clientID, id int64) (Concept, error) {
	return conceptByID(ctx, c.db.Read(), clientID, id)
}

// CreateConcept adds a product entered by hand as a Ready concept; fields that break a rule are
// answered as a form error and nothing is stored.
func (c *Catalogue) CreateConcept(ctx context.Context, clientID, userID int64, f Fields) (Concept, error) {
	f.Normalize()
	var concept Concept
	err := c.db.Tx(ctx, func(q db.Q) error {
		errs, err := conceptErrors(ctx, q, clientID, 0, f, nil, nil)
		if err != nil {
			return err
		}
		if len(errs) > 0 {
			return formError(errs)
		}
		id, err := insertConcept(ctx, q, clientID, userID, SourceManual, f, nil)
		if err != nil {
			return err
		}
		concept, err = conceptByID(ctx, q, clientID, id)
		return err
	})
	return concept, err
}

// UpdateConcept replaces a concept's fields, which must pass every rule; the concept is Ready then.
func (c *Catalogue) UpdateConcept(ctx context.Context, clientID, id int64, f Fields) (Concept, error) {
	f.Normalize()
	var concept Concept
	err := c.db.Tx(ctx, func(q db.Q) error {
		if _, err := conceptByID(ctx, q, clientID, id); err != nil {
			return err
		}
		errs, err := conceptErrors(ctx, q, clientID, id, f, nil, nil)
		if err != nil {
			return err
		}
		if len(errs) > 0 {
			return formError(errs)
		}
		if err := updateConcept(ctx, q, id, f, nil); err != nil {
			return err
		}
		concept, err = conceptByID(ctx, q, clientID, id)
		return err
	})
	return concept, err
}

// formError is the answer to a form with errors: the specification's 'Please fill out all required
// fields' when a required value is missing, the general 422 otherwise.
func formError(errs Errors) error {
	if errs.HasRequired() {
		return &httpx.FieldError{Message: "products.required_fields", Fields: httpx.ValidationErrors(errs)}
	}
	return httpx.ValidationErrors(errs)
}

// DeleteConcept removes one of the account's concept products.
func (c *Catalogue) DeleteConcept(ctx context.Context, clientID, id int64) error {
	res, err := c.db.Write().Exec(ctx, `DELETE FROM concept_products WHERE client_id = ? AND id = ?`, clientID, id)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err == nil && n == 0 {
		err = httpx.ErrNotFound
	}
	return err
}
