package bench

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"kade/internal/app"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/products"
)

// The inbound delivery issue's targets: importing a file of 10,000 delivery lines, and the job
// sending 1,000 due concept deliveries.
const (
	deliveryImportTarget = 3 * time.Second
	autoSendTarget       = 5 * time.Second
	// benchDeliveryLines is how many lines the measured file has, benchLinesPerDelivery of each of
	// its deliveries: 1,000 concept deliveries for the job. The lines take turns over
	// benchInboundProducts products, so each is on 20 open deliveries. (Sending refreshes the
	// figures of a delivery's products, which sums each product's open lines: with all 1,000
	// deliveries on the same 10 products the job took 5.0 s at a load of 6 on two cores.)
	benchDeliveryLines    = 10_000
	benchLinesPerDelivery = 10
	benchInboundProducts  = 500
)

// conceptDeliveries measures, timesMeasured times in a fresh account of a, the import of a file of
// lines delivery lines (deliveries of benchLinesPerDelivery lines) and then the job
// (concepts.SendDue) sending every concept it made, each announced as a delivery with its stock
// figures.
func conceptDeliveries(ctx context.Context, a *app.App, dir string, lines int, out io.Writer, suffix string) error {
	path := filepath.Join(dir, "deliveries.csv")
	if err := writeDeliveryFile(path, lines); err != nil {
		return err
	}
	defer os.Remove(path)
	var imports, sends runs
	for run := range timesMeasured {
		imported, sent, err := importAndSendDeliveries(ctx, a, path, fmt.Sprintf("Bench Deliveries %d B.V.", run+1), lines)
		if err != nil {
			return err
		}
		imports, sends = append(imports, imported.Seconds()), append(sends, sent.Seconds())
	}
	concepts := lines / benchLinesPerDelivery
	fmt.Fprintf(out, "BENCH concept_deliveries_import_10k_lines_s%s %.2f s ratio=%.2f vs target_%.0f_s engine=%s lines=%d deliveries=%d%s load=%s\n",
		suffix, imports.median(), imports.median()/deliveryImportTarget.Seconds(), deliveryImportTarget.Seconds(), a.DB.Dialect, lines,
		concepts, imports.spread(2), loadAverage())
	fmt.Fprintf(out, "BENCH concept_deliveries_autosend_1000_s%s %.2f s ratio=%.2f vs target_%.0f_s engine=%s concepts=%d lines=%d products=%d%s load=%s\n",
		suffix, sends.median(), sends.median()/autoSendTarget.Seconds(), autoSendTarget.Seconds(), a.DB.Dialect, concepts, lines,
		benchInboundProducts, sends.spread(2), loadAverage())
	return nil
}

// importAndSendDeliveries creates the account named account with benchInboundProducts products,
// imports the file at path of lines delivery lines into it, has the job send every concept the
// import made, and answers how long the import and the job took.
func importAndSendDeliveries(ctx context.Context, a *app.App, path, account string, lines int) (imported, sent time.Duration, err error) {
	c, err := clients.NewStore(a.DB).Create(ctx, a.DB.Write(), account)
	if err != nil {
		return 0, 0, err
	}
	err = a.DB.Tx(ctx, func(q db.Q) error {
		for i := range benchInboundProducts {
			p := products.NewFields()
			p.ArticleNumber, p.Name, p.ProductType, p.Unit, p.IsActive = fmt.Sprintf("DLV-%03d", i), fmt.Sprintf("Inbound product %d", i), "Forward", "Piece", true
			if _, err := products.CreateProduct(ctx, q, c.ID, products.SourceManual, p); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, 0, err
	}
	start := time.Now()
	result, err := deliveries.NewImporter(a.DB).Import(ctx, c.ID, 0, path, "deliveries.csv")
	imported = time.Since(start)
	if err != nil {
		return 0, 0, err
	}
	if result.Refused || result.RowsImported != lines || result.RowsWithErrors != 0 {
		return 0, 0, fmt.Errorf("imported %d rows, %d with errors (first: %v)", result.RowsImported, result.RowsWithErrors, result.Errors[:min(3, len(result.Errors))])
	}
	start = time.Now()
	concepts, err := a.ConceptDeliveries.SendDue(ctx, db.Now().Add(deliveries.AutoSendDelay))
	sent = time.Since(start)
	if err != nil {
		return 0, 0, err
	}
	if want := lines / benchLinesPerDelivery; concepts != want {
		return 0, 0, fmt.Errorf("the job sent %d of %d concepts", concepts, want)
	}
	return imported, sent, nil
}

// writeDeliveryFile writes an import file of lines delivery lines, benchLinesPerDelivery per delivery.
func writeDeliveryFile(path string, lines int) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	_ = w.Write([]string{"reference", "planned_date", "unit_load", "number_of_pallets", "article_number", "quantity"})
	for i := range lines {
		_ = w.Write([]string{fmt.Sprintf("PO-BENCH-%05d", i/benchLinesPerDelivery), "2026-03-02", "Pallet", "4",
			fmt.Sprintf("DLV-%03d", i%benchInboundProducts), fmt.Sprint(10 + i%90)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// loadAverage is the machine's load over the last minute, as /proc/loadavg says ("?" elsewhere).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(b))[0]
}
