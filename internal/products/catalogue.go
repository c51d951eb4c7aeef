package products

import (
	"context"

	"kade/internal/db"
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
	return listProducts(ctx, c.db.Read(), c.db.Dialect, c.db.Secret(), clientID, f)
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
