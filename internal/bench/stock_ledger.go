package bench

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"kade/internal/db"
)

// ledger is the size of the stock reports' benchmark ledger: an account of products products whose
// movements (receipts, shipments, returns and corrections) run over three years from November 2023,
// each product's spread evenly, with the ledger's months (stock_months) as posting them would have
// booked them.
type ledger struct {
	products, movements int
}

// benchLedger is the ledger make bench measures the stock reports over.
var benchLedger = ledger{products: 10_000, movements: 5_000_000}

// ledgerStart is 1 November 2023, 00:00 UTC, in Unix seconds.
const ledgerStart = 1_698_796_800

// step is the seconds between two movements of a product: three years over its movements.
func (l ledger) step() int { return 3 * 365 * 24 * 3600 / (l.movements / l.products) }

// stockLedger makes an account of size's products and writes its ledger of size's movements in bulk:
// product k's j-th movement happens size.step()*j + 7k seconds
// after ledgerStart, a receipt of 20 (j mod 10 in 0-3), a shipment of 15 (4-7), a return of 1 (8) or
// a correction of +1 or -1 (9), so its stock never falls below zero. Its months are derived from the
// movements with one statement. It returns the account and its products' ids from first on (they are
// consecutive) and prints how long it took.
func stockLedger(ctx context.Context, d *db.DB, name string, size ledger, out func(format string, args ...any)) (int64, int64, error) {
	n := size.products
	started := time.Now()
	clientID, err := accountOfProducts(ctx, d, name, n)
	if err != nil {
		return 0, 0, err
	}
	var first, last int64
	if err := d.Read().Get(ctx, &first, `SELECT MIN(id) FROM products WHERE client_id = ?`, clientID); err != nil {
		return 0, 0, err
	}
	if err := d.Read().Get(ctx, &last, `SELECT MAX(id) FROM products WHERE client_id = ?`, clientID); err != nil {
		return 0, 0, err
	}
	if last-first+1 != int64(n) {
		return 0, 0, fmt.Errorf("stock ledger: the products' ids are not consecutive (%d to %d)", first, last)
	}
	products := time.Since(started)
	if err := insertMovements(ctx, d, clientID, first, size); err != nil {
		return 0, 0, err
	}
	movements := time.Since(started) - products
	if err := deriveMonths(ctx, d, clientID); err != nil {
		return 0, 0, err
	}
	if err := settle(ctx, d); err != nil {
		return 0, 0, err
	}
	out("stock ledger (%s): %d products in %s, %d movements in %s, months and statistics in %s\n", d.Dialect, n,
		products.Round(time.Second), size.movements, movements.Round(time.Second), (time.Since(started) - products - movements).Round(time.Second))
	return clientID, first, nil
}

// ledgerChunk is how many movements one statement inserts on SQLite, whose only writer each
// statement holds.
const ledgerChunk = 500_000

// insertMovements writes the account's movements of size: on PostgreSQL in one statement
// over generate_series, on SQLite in chunks over a recursive count.
func insertMovements(ctx context.Context, d *db.DB, clientID, first int64, size ledger) error {
	n := size.products
	columns := `client_id, product_id, lot_number, best_before, batch_status, quantity, type, reference, occurred_at, created_at`
	kind := `CASE WHEN i / ` + strconv.Itoa(n) + ` % 10 < 4 THEN 'receipt' WHEN i / ` + strconv.Itoa(n) + ` % 10 < 8 THEN 'shipment'
		WHEN i / ` + strconv.Itoa(n) + ` % 10 = 8 THEN 'return' ELSE 'correction' END`
	quantity := `CASE WHEN i / ` + strconv.Itoa(n) + ` % 10 < 4 THEN 20 WHEN i / ` + strconv.Itoa(n) + ` % 10 < 8 THEN -15
		WHEN i / ` + strconv.Itoa(n) + ` % 10 = 8 THEN 1 WHEN i / ` + strconv.Itoa(n) + ` % 20 = 9 THEN -1 ELSE 1 END`
	seconds := `(` + strconv.Itoa(ledgerStart) + ` + i / ` + strconv.Itoa(n) + ` * ` + strconv.Itoa(size.step()) + ` + i % ` + strconv.Itoa(n) + ` * 7)`
	values := `?, ? + i % ` + strconv.Itoa(n) + `, 'L' || (i / ` + strconv.Itoa(n*50) + `), '', 'sellable', ` + quantity + `, ` + kind + `,
		'REF-' || i, `
	if d.Dialect == db.Postgres {
		_, err := d.Write().Exec(ctx, `INSERT INTO stock_movements (`+columns+`)
			SELECT `+values+`to_timestamp`+seconds+`, now() FROM generate_series(0, ?) AS g(i)`, clientID, first, size.movements-1)
		return err
	}
	for from := 0; from < size.movements; from += ledgerChunk {
		if _, err := d.Write().Exec(ctx, `WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO stock_movements (`+columns+`)
			SELECT `+values+`strftime('%Y-%m-%d %H:%M:%S+00:00', `+seconds+`, 'unixepoch'), CURRENT_TIMESTAMP FROM n`,
			from, min(from+ledgerChunk, size.movements)-1, clientID, first); err != nil {
			return err
		}
	}
	return nil
}

// deriveMonths books the account's months (stock_months) from its movements in one statement, by
// calendar month of Europe/Amsterdam, each opening with the sum of the months before (as migration
// 00025 booked the ledger it found; a movement's month on SQLite as that migration reckons it).
func deriveMonths(ctx context.Context, d *db.DB, clientID int64) error {
	month := `strftime('%Y-%m', occurred_at,
		CASE WHEN CAST(strftime('%m', occurred_at) AS INTEGER) BETWEEN 3 AND 9 THEN '+2 hours' ELSE '+1 hours' END)`
	if d.Dialect == db.Postgres {
		month = `to_char(occurred_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM')`
	}
	_, err := d.Write().Exec(ctx, `INSERT INTO stock_months (client_id, product_id, month, initial_stock, delivered, received_and_returns, correction)
		SELECT client_id, product_id, month,
			COALESCE(SUM(net) OVER (PARTITION BY product_id ORDER BY month ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0),
			delivered, received, correction
		FROM (SELECT client_id, product_id, `+month+` AS month,
				SUM(CASE WHEN type = 'shipment' THEN -quantity ELSE 0 END) AS delivered,
				SUM(CASE WHEN type IN ('receipt', 'return') THEN quantity ELSE 0 END) AS received,
				SUM(CASE WHEN type IN ('shipment', 'receipt', 'return') THEN 0 ELSE quantity END) AS correction,
				SUM(quantity) AS net
			FROM stock_movements WHERE client_id = ? GROUP BY client_id, product_id, 3) AS booked`, clientID)
	return err
}
