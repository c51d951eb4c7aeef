package stock_test

import (
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/stock"
	"kade/internal/stock/stocktest"
)

func TestFiguresAndAlerts(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		withMinimum := f.product(f.clientID, 10)
		withoutMinimum := f.product(f.clientID, 0)
		ordered := f.product(f.clientID, 50)
		ignored := f.product(f.clientID, 50)
		if _, err := d.Write().Exec(f.ctx, `UPDATE products SET product_type = 'IgnoreProduct' WHERE id = ?`, ignored); err != nil {
			t.Fatal(err)
		}
		if err := d.Tx(f.ctx, func(q db.Q) error {
			if err := stock.Claim(f.ctx, q, stock.Ref{Kind: "sales_order", ID: 1}, map[int64]int64{ordered: 6}); err != nil {
				return err
			}
			return stock.RefreshFigures(f.ctx, q, withMinimum, withoutMinimum, ignored)
		}); err != nil {
			t.Fatal(err)
		}
		check := func(step string, p int64, want stocktest.Figures) {
			t.Helper()
			if got := f.figures(p); got != want {
				t.Errorf("%s: figures = %+v, want %+v", step, got, want)
			}
		}
		check("new, minimum set", withMinimum, stocktest.Figures{Alert: "insufficient"})
		check("new, no minimum", withoutMinimum, stocktest.Figures{Alert: "none"})
		check("ordered more than in stock", ordered, stocktest.Figures{Available: -6, Alert: "insufficient"})
		check("not kept in stock", ignored, stocktest.Figures{Alert: "unknown"})

		f.mustPost(f.movement(withMinimum, "A", 15), f.movement(withoutMinimum, "A", 15))
		check("received", withMinimum, stocktest.Figures{Total: 15, Available: 15, Alert: "sufficient"})
		check("received, no minimum", withoutMinimum, stocktest.Figures{Total: 15, Available: 15, Alert: "none"})

		var onHold []stock.Movement
		for i, status := range []string{"damaged", "reserved", "blocked", "expired"} {
			m := f.movement(withMinimum, "A", int64(i+1))
			m.BatchStatus = status
			onHold = append(onHold, m)
		}
		f.mustPost(onHold...)
		check("on hold", withMinimum, stocktest.Figures{Total: 25, Available: 15, OnHold: 10, Alert: "sufficient"})

		f.mustPost(f.movement(withMinimum, "A", -5))
		check("exactly the minimum", withMinimum, stocktest.Figures{Total: 20, Available: 10, OnHold: 10, Alert: "sufficient"})

		f.mustPost(f.movement(withMinimum, "A", -1))
		check("below the minimum", withMinimum, stocktest.Figures{Total: 19, Available: 9, OnHold: 10, Alert: "insufficient"})

		f.mustPost(f.movement(withMinimum, "A", -9))
		check("sold out", withMinimum, stocktest.Figures{Total: 10, OnHold: 10, Alert: "insufficient"})

		if _, err := d.Write().Exec(f.ctx, `UPDATE products SET minimum_stock = 0 WHERE id = ?`, withMinimum); err != nil {
			t.Fatal(err)
		}
		if err := d.Tx(f.ctx, func(q db.Q) error { return stock.RefreshFigures(f.ctx, q, withMinimum) }); err != nil {
			t.Fatal(err)
		}
		check("minimum removed", withMinimum, stocktest.Figures{Total: 10, OnHold: 10, Alert: "none"})
	})
}

// An import refreshes many products at once: ids for several statements, repeated and unknown ones.
func TestRefreshFiguresOfManyProducts(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		const products = 1_201
		now := db.Now()
		if _, err := d.Write().Exec(f.ctx, `INSERT INTO products (client_id, article_number, name, article_group,
				product_type, unit, outbound_algorithm, original_source, minimum_stock, created_at, updated_at)
			WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			SELECT ?, 'BULK-' || CAST(i AS TEXT), 'Bulk', 'General', 'Physic', 'Piece', 'Fifo', 'Import',
				CASE WHEN i % 2 = 0 THEN 1 ELSE 0 END, ?, ? FROM n`, products, f.clientID, now, now); err != nil {
			t.Fatal(err)
		}
		var ids []int64
		if err := d.Read().Select(f.ctx, &ids, `SELECT id FROM products ORDER BY id DESC`); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, ids[0]+1, ids[0], ids[len(ids)-1])
		if err := d.Tx(f.ctx, func(q db.Q) error { return stock.RefreshFigures(f.ctx, q, ids...) }); err != nil {
			t.Fatal(err)
		}
		var insufficient []string
		if err := d.Read().Select(f.ctx, &insufficient, `SELECT article_number FROM products WHERE stock_alert = 'insufficient'`); err != nil {
			t.Fatal(err)
		}
		if len(insufficient) != products/2 {
			t.Errorf("%d products with alert insufficient, want %d", len(insufficient), products/2)
		}
	})
}
