package demo_test

import (
	"context"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/users"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// TestSeed checks the demo data on both engines: every product valid, stock per lot that the
// ledger agrees with, the imported concepts of which three need adjusting, and the sales orders.
func TestSeed(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		seeded, err := demo.Seed(ctx, d, io.Discard)
		if err != nil || !seeded {
			t.Fatalf("seed: %v, %v", seeded, err)
		}
		var counts struct {
			Products        int `db:"products"`
			Lots            int `db:"lots"`
			Concepts        int `db:"concepts"`
			ToAdjust        int `db:"to_adjust"`
			FiguresDisagree int `db:"figures_disagree"`
			Orders          int `db:"orders"`
			OnHold          int `db:"on_hold"`
			Cancelled       int `db:"cancelled"`
			DataIssues      int `db:"data_issues"`
			ConceptOrders   int `db:"concept_orders"`
			Translator      int `db:"translator"`
			FlagsDisagree   int `db:"flags_disagree"`
			ClaimsDisagree  int `db:"claims_disagree"`
			Deliveries      int `db:"deliveries"`
			Received        int `db:"received"`
			JustProcessed   int `db:"just_processed"`
			ReceiptRows     int `db:"receipt_rows"`
			ConceptsToSend  int `db:"concepts_to_send"`
			InboundDisagree int `db:"inbound_disagree"`
		}
		err = d.Read().Get(ctx, &counts, `SELECT
			(SELECT COUNT(*) FROM products) AS products,
			(SELECT COUNT(*) FROM stock_balances WHERE lot_number <> '') AS lots,
			(SELECT COUNT(*) FROM concept_products) AS concepts,
			(SELECT COUNT(*) FROM concept_products WHERE has_errors) AS to_adjust,
			(SELECT COUNT(*) FROM products p WHERE p.total_stock <>
				(SELECT COALESCE(SUM(quantity), 0) FROM stock_balances b WHERE b.product_id = p.id)) AS figures_disagree,
			(SELECT COUNT(*) FROM sales_orders) AS orders,
			(SELECT COUNT(*) FROM sales_orders WHERE status = 'OnHold') AS on_hold,
			(SELECT COUNT(*) FROM sales_orders WHERE status = 'Cancelled') AS cancelled,
			(SELECT COUNT(*) FROM sales_orders WHERE status = 'DataIssue') AS data_issues,
			(SELECT COUNT(*) FROM concept_sales_orders WHERE NOT has_errors) AS concept_orders,
			(SELECT COUNT(*) FROM sales_orders WHERE source = 'TRANSLATOR' AND status = 'Complete' AND reference = ?) AS translator,
			(SELECT COUNT(*) FROM users WHERE can_see_translator_orders <> (email IN (?, ?))) AS flags_disagree,
			(SELECT COUNT(*) FROM products p WHERE p.available_stock <> (SELECT COALESCE(SUM(b.quantity), 0)
				FROM stock_balances b WHERE b.product_id = p.id AND b.batch_status = 'sellable') - (SELECT COALESCE(SUM(l.quantity), 0)
				FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
				WHERE l.product_id = p.id AND o.status IN ('Complete', 'OnHold'))) AS claims_disagree,
			(SELECT COUNT(*) FROM deliveries) AS deliveries,
			(SELECT COUNT(*) FROM deliveries WHERE status = 'Received') AS received,
			(SELECT COUNT(*) FROM deliveries WHERE received_at > ?) AS just_processed,
			(SELECT COUNT(*) FROM delivery_receipts) AS receipt_rows,
			(SELECT COUNT(*) FROM concept_deliveries WHERE NOT has_errors) AS concepts_to_send,
			(SELECT COUNT(*) FROM products p WHERE p.inbound_stock <> (SELECT COALESCE(SUM(l.quantity), 0)
				FROM delivery_lines l JOIN deliveries v ON v.id = l.delivery_id
				WHERE l.product_id = p.id AND v.status = 'Announced')) AS inbound_disagree`,
			demo.TranslatorReference, "employee@kade.example.com", "exit@tulip.example.com", time.Now().Add(-time.Hour).UTC())
		if err != nil {
			t.Fatal(err)
		}
		// Each account: 24 orders, two on hold and three cancelled, one with a data issue; one
		// concept order; and one order from the translator, which only the provider employee and
		// Tulip's Exit user see. Open orders claim their products' available stock. Seven deliveries,
		// three received (one just now), three concept deliveries (one to adjust); announced ones are inbound.
		if counts.Products < 150 || counts.Lots < 20 || counts.Concepts != 5 || counts.ToAdjust != 3 || counts.FiguresDisagree != 0 ||
			counts.Orders != 50 || counts.OnHold != 4 || counts.Cancelled != 6 || counts.DataIssues != 2 || counts.ConceptOrders != 2 ||
			counts.Translator != 2 || counts.FlagsDisagree != 0 || counts.ClaimsDisagree != 0 || counts.Deliveries != 14 ||
			counts.Received != 6 || counts.JustProcessed != 2 || counts.ReceiptRows < 12 || counts.ConceptsToSend != 4 || counts.InboundDisagree != 0 {
			t.Errorf("demo data: %+v", counts)
		}
		checkAddressBooks(t, d)
		// The demo's history is in order: stock came in before it was shipped, and nothing happened
		// after now, so no month of the ledger opens or closes below zero.
		var negative, future int
		if err := d.Read().Get(ctx, &negative, `SELECT count(*) FROM stock_months
			WHERE initial_stock < 0 OR initial_stock + received_and_returns - delivered + correction < 0`); err != nil || negative != 0 {
			t.Errorf("%d months of the ledger below zero (%v)", negative, err)
		}
		if err := d.Read().Get(ctx, &future, `SELECT count(*) FROM stock_movements WHERE occurred_at > ?`, time.Now().UTC()); err != nil || future != 0 {
			t.Errorf("%d movements after now (%v)", future, err)
		}
		var out strings.Builder
		if seeded, err := demo.Seed(ctx, d, &out); err != nil || seeded {
			t.Errorf("second seed: %v, %v; want it to leave the database alone", seeded, err)
		}
		if !strings.Contains(out.String(), "already holds the demo data") || !strings.Contains(out.String(), demo.Logins[0].Email) {
			t.Errorf("second seed says %q; want the demo logins, which exist", out.String())
		}
	})
}

// checkAddressBooks checks that each demo account's address book holds a few addresses, of which
// some are where its orders go: 'pick an address from the address book' has something to pick.
func checkAddressBooks(t *testing.T, d *db.DB) {
	t.Helper()
	var books []struct {
		Account   string `db:"name"`
		Addresses int    `db:"addresses"`
		Used      int    `db:"used"`
	}
	if err := d.Read().Select(context.Background(), &books, `SELECT c.name,
			(SELECT COUNT(*) FROM address_book_addresses a WHERE a.client_id = c.id) AS addresses,
			(SELECT COUNT(*) FROM address_book_addresses a WHERE a.client_id = c.id AND EXISTS (SELECT 1 FROM sales_orders o
				WHERE o.client_id = c.id AND o.delivery_postal_code = a.delivery_postal_code
					AND o.delivery_house_number = a.delivery_house_number AND o.delivery_street = a.delivery_street)) AS used
		FROM clients c ORDER BY c.name`); err != nil {
		t.Fatal(err)
	}
	if len(books) != len(demo.Accounts) {
		t.Fatalf("address books %+v, want one per demo account", books)
	}
	for _, b := range books {
		if b.Addresses < 4 || b.Used < 2 {
			t.Errorf("%s: %d addresses, %d of them used by its orders; want at least 4, 2 used", b.Account, b.Addresses, b.Used)
		}
	}
}

// TestSeedOtherUsers: a database whose users are not the demo users gets no demo data, and no demo
// logins are printed that would not work there.
func TestSeedOtherUsers(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		err := d.Tx(ctx, func(q db.Q) error {
			_, err := users.NewStore(d).Create(ctx, q, users.NewUser{Email: "ops@example.com", Name: "Ops", Level: access.Administrator})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		if seeded, err := demo.Seed(ctx, d, &out); err != nil || seeded {
			t.Fatalf("seed: %v, %v; want the database left alone", seeded, err)
		}
		if !strings.Contains(out.String(), "no demo data was loaded") || strings.Contains(out.String(), "@") {
			t.Errorf("seed says %q; want that nothing was loaded and no logins", out.String())
		}
	})
}
