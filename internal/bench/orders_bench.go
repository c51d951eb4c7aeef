package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/xuri/excelize/v2"

	"kade/internal/addresses"
	"kade/internal/app"
	"kade/internal/concepts"
	"kade/internal/orders"
	"kade/internal/tabular"
)

// Targets of the sales order benchmarks, from the sales orders issue.
const (
	ordersListTarget   = 25 // ms, p95
	ordersSearchTarget = 25 // ms, p95
	// With ten million orders, a search may take twice as long.
	manyOrdersSearchTarget = 50 // ms, p95
	exportCSVTarget        = 300_000
	exportXLSXTarget       = 80_000
	exportRSSTarget        = 200 // MB
	bulkSendTarget         = 3 * time.Second
	bulkSendConcepts       = concepts.MaxBulkIDs
	bulkSendConceptLines   = 3
)

// ordersBench measures the sales order lines on instance a, served at base, whose database
// buildOrders filled: the overview's pages and searches, the orderlines exports with their peak
// memory, a bulk send of a thousand concept orders and the dashboard. dir takes the exported files.
func ordersBench(ctx context.Context, o Options, a *app.App, base, dir string, out io.Writer, suffix string) error {
	account, err := ordersAccount(ctx, a)
	if err != nil {
		return err
	}
	l := newLoad(base, 1)
	l.http.Timeout = 10 * time.Minute
	token, err := l.token(ctx, fileBenchLogin, fileBenchPassword)
	if err != nil {
		return err
	}
	if o.runs(orderListLines...) {
		if err := ordersList(ctx, o, a, l, token, account, out, suffix); err != nil {
			return fmt.Errorf("order overview: %w", err)
		}
	}
	if o.runs(orderExportLines...) {
		if err := orderLinesExport(ctx, o, a, l, token, account, dir, out, suffix); err != nil {
			return fmt.Errorf("orderlines export: %w", err)
		}
	}
	if o.runs(bulkSendLines...) {
		if err := bulkSend(ctx, o, a, l, token, account, out, suffix); err != nil {
			return fmt.Errorf("bulk send: %w", err)
		}
	}
	// Last: it adds the account's recent weeks, which the lines above do not count on.
	if o.runs(dashboardLines...) {
		if err := dashboardBench(ctx, o, a, l, token, account, out, suffix); err != nil {
			return fmt.Errorf("dashboard: %w", err)
		}
	}
	return nil
}

// ordersList measures the overview's first page (with its total), a first page filtered by status
// and the 'Load more' page after the first, through HTTP and directly (Orders.List), and two
// searches through HTTP: part of a customer name (many orders) and part of a reference (a few).
func ordersList(ctx context.Context, o Options, a *app.App, l *load, token string, account int64, out io.Writer, suffix string) error {
	list := accountPath(account, "/sales-orders")
	cursor, err := nextCursor(ctx, l, token, list)
	if err != nil {
		return err
	}
	overview := orders.NewOrders(a.DB)
	pages := []listPage{
		{"first_page", url.Values{}},
		{"status", url.Values{"status": {orders.StatusComplete}}},
		{"load_more", url.Values{"cursor": {cursor}}},
	}
	worst, worstDirect, details, err := listP95(ctx, l, token, list, pages, func(query url.Values) error {
		f, err := orders.ParseOverviewFilter(query)
		if err == nil {
			_, _, _, err = overview.List(ctx, account, true, f)
		}
		return err
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH orders_list_p95_ms%s %.1f ms ratio=%.2f vs direct_query_p95_%.1f_ms target=%d engine=%s orders=%d%s http/direct:%s\n",
		suffix, worst.median(), worst.median()/worstDirect, worstDirect, ordersListTarget, a.DB.Dialect, o.orders(), worst.spread(1), details)

	searches, err := measureRuns(func() (float64, error) {
		var worstSearch float64
		details = ""
		for _, term := range searchedOrders {
			took, err := p95(func() error {
				_, err := l.do(ctx, jsonRequest("GET", list+"?limit=50&q="+url.QueryEscape(term), token, nil))
				return err
			})
			if err != nil {
				return 0, err
			}
			worstSearch = max(worstSearch, took)
			details += fmt.Sprintf(" %s=%.1f", url.QueryEscape(term), took)
		}
		return worstSearch, nil
	})
	if err != nil {
		return err
	}
	worstSearch, target := searches.median(), ordersSearchTarget
	if o.orders() > benchOrders {
		target = manyOrdersSearchTarget
	}
	fmt.Fprintf(out, "BENCH orders_search_p95_ms%s %.1f ms ratio=%.2f vs target_%d_ms engine=%s orders=%d%s q:%s\n",
		suffix, worstSearch, worstSearch/float64(target), target, a.DB.Dialect, o.orders(), searches.spread(1), details)
	return nil
}

// searchedOrders are the searches measured: part of a last name that one in forty customers has,
// and part of a purchase order reference that a handful of orders have.
var searchedOrders = []string{"jansen", "po-12345"}

// orderLinesExport downloads the account's orderlines export as CSV and XLSX through HTTP, checks
// that each file has every line, and reports rows per second and the process's peak memory
// (server and client are this process; the client counts the CSV's records as they arrive and
// streams the XLSX file to disk).
func orderLinesExport(ctx context.Context, o Options, a *app.App, l *load, token string, account int64, dir string, out io.Writer, suffix string) error {
	var lines int
	if err := a.DB.Read().Get(ctx, &lines, `SELECT count(*) FROM sales_order_lines WHERE client_id = ?`, account); err != nil {
		return err
	}
	var peakMB float64
	details := ""
	for _, bench := range []struct {
		format tabular.Format
		target float64
	}{{tabular.CSV, exportCSVTarget}, {tabular.XLSX, exportXLSXTarget}} {
		if !o.runs("orderlines_export_"+string(bench.format)+"_rows_per_s", "orderlines_export_peak_rss_mb") {
			continue
		}
		rates, cpu, formatMB, err := l.exportRuns(ctx, token, account, orders.KindOrderLines.Name, bench.format, nil,
			filepath.Join(dir, "orderlines."+string(bench.format)), lines)
		if err != nil {
			return err
		}
		peakMB = max(peakMB, formatMB)
		details += fmt.Sprintf(" %s=%.0f", bench.format, formatMB)
		rate := rates.median()
		fmt.Fprintf(out, "BENCH orderlines_export_%s_rows_per_s%s %.0f rows/s ratio=%.2f vs target_%.0f engine=%s rows=%d%s cpu=%.1fs\n",
			bench.format, suffix, rate, rate/bench.target, bench.target, a.DB.Dialect, lines, rates.spread(0), cpu.median())
	}
	fmt.Fprintf(out, "BENCH orderlines_export_peak_rss_mb%s %.0f MB ratio=%.2f vs target_%d_MB engine=%s rows=%d MB:%s\n",
		suffix, peakMB, peakMB/exportRSSTarget, exportRSSTarget, a.DB.Dialect, lines, details)
	return nil
}

// checkXLSXExport checks that the XLSX export at path has every one of lines, on as many sheets of
// excelize.TotalRows rows as it takes, each with the header.
func checkXLSXExport(path string, lines int) error {
	wantSheets := (lines + excelize.TotalRows - 2) / (excelize.TotalRows - 1)
	if sheets, rows, err := xlsxSheetRows(path); err != nil || sheets != wantSheets || rows != lines+sheets {
		return fmt.Errorf("the XLSX export has %d rows on %d sheets (%v), want %d and a header on each of %d", rows, sheets, err, lines, wantSheets)
	}
	return nil
}

// bulkSend measures, timesMeasured times, the one call that sends bulkSendConcepts Ready concept
// orders of bulkSendConceptLines lines each, POST .../concept-sales-orders/send (see bulkSendOnce).
func bulkSend(ctx context.Context, o Options, a *app.App, l *load, token string, account int64, out io.Writer, suffix string) error {
	var articles []string
	if err := a.DB.Read().Select(ctx, &articles, `SELECT article_number FROM products WHERE client_id = ? ORDER BY id`, account); err != nil {
		return err
	}
	var took, cpu runs
	for run := range timesMeasured {
		t, c, err := bulkSendOnce(ctx, a, l, token, account, articles, run*bulkSendConcepts)
		if err != nil {
			return err
		}
		took, cpu = append(took, t.Seconds()), append(cpu, c.Seconds())
	}
	fmt.Fprintf(out, "BENCH concept_orders_bulk_send_1000_s%s %.2f s ratio=%.2f vs target_%.0f_s engine=%s concepts=%d lines_each=%d orders=%d%s cpu=%.1fs\n",
		suffix, took.median(), took.median()/bulkSendTarget.Seconds(), bulkSendTarget.Seconds(), a.DB.Dialect,
		bulkSendConcepts, bulkSendConceptLines, o.orders(), took.spread(2), cpu.median())
	return nil
}

// bulkSendOnce creates bulkSendConcepts Ready concept orders, numbered from the first-th bulk
// order (not measured), sends them all in one call and answers how long it took and the CPU time
// the process spent meanwhile.
func bulkSendOnce(ctx context.Context, a *app.App, l *load, token string, account int64, articles []string, first int) (took, cpu time.Duration, err error) {
	concepts := orders.NewConcepts(a.DB)
	ids := make([]int64, 0, bulkSendConcepts)
	for i := first; i < first+bulkSendConcepts; i++ {
		c, err := concepts.Create(ctx, account, 0, orders.SourceManual, bulkOrder(i, articles))
		if err != nil {
			return 0, 0, fmt.Errorf("concept %d: %w", i, err)
		}
		if len(c.Errors) > 0 {
			return 0, 0, fmt.Errorf("concept %d is not Ready: %v", i, c.Errors)
		}
		ids = append(ids, c.ID)
	}
	start, startCPU := time.Now(), cpuTime()
	body, err := l.do(ctx, jsonRequest("POST", accountPath(account, "/concept-sales-orders/send"), token, map[string]any{"ids": ids}))
	took, cpu = time.Since(start), cpuTime()-startCPU
	if err != nil {
		return 0, 0, err
	}
	var answer struct {
		Data struct {
			Succeeded []int64 `json:"succeeded"`
			Failed    []any   `json:"failed"`
		} `json:"data"`
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		return 0, 0, err
	}
	if len(answer.Data.Succeeded) != len(ids) {
		return 0, 0, fmt.Errorf("sent %d of %d (failed: %.300v)", len(answer.Data.Succeeded), len(ids), answer.Data.Failed)
	}
	return took, cpu, nil
}

// bulkOrder is the i-th concept order of the bulk send: a Dutch customer and bulkSendConceptLines
// lines of different products, numbered after the generated orders.
func bulkOrder(i int, articles []string) orders.Fields {
	price := int64(1295 + i%500)
	f := orders.Fields{OrderNumber: strconv.Itoa(3_000_000 + i), OrderDate: "2026-01-05", PaymentMethod: "Invoice",
		Reference: "Bulk " + strconv.Itoa(i),
		DeliveryAddress: addresses.Address{FirstName: firstNames[i%len(firstNames)], LastName: lastNames[i%len(lastNames)],
			Country: "NL", PostalCode: strconv.Itoa(1000+i%9000) + " AB", HouseNumber: strconv.Itoa(1 + i%200),
			Street: streets[i%len(streets)], City: cities[i%len(cities)]},
		UseDeliveryAsInvoiceAddress: true}
	for line := range bulkSendConceptLines {
		f.Lines = append(f.Lines, orders.Line{ArticleNumber: articles[(i*7+line*productStride)%len(articles)],
			Quantity: int64(1 + (i+line)%3), Unit: "Piece", PriceExclVAT: &price, VATPercentage: 2100})
	}
	return f
}

// cpuTime is the CPU time this process (server and client) has used: on a machine shared with
// other work, it tells what a measurement cost beside how long it took.
func cpuTime() time.Duration {
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		return 0
	}
	return time.Duration(usage.Utime.Nano() + usage.Stime.Nano())
}
