package bench

import (
	"slices"
	"strings"

	"kade/internal/db"
)

// runs reports whether the run measures any of the BENCH lines names (without the engine's suffix):
// every line when Only is empty, else those that begin with one of its prefixes.
func (o Options) runs(names ...string) bool {
	if len(o.Only) == 0 {
		return true
	}
	for _, name := range names {
		for _, prefix := range o.Only {
			if strings.HasPrefix(name, prefix) {
				return true
			}
		}
	}
	return false
}

// on reports whether the run measures engine: both when Engine is empty.
func (o Options) on(engine db.Dialect) bool { return o.Engine == "" || o.Engine == engine }

// The BENCH lines of each part of the run, as Options.runs takes them.
var (
	engineLines = append([]string{"login_rps", "profile_rps", "products_list_p95_ms", "products_search_p95_ms", "receipts_list_p95_ms",
		"orders_api_create_per_s", "warehouse_shipments_per_s"}, slices.Concat(conceptDeliveryLines, returnsLines, stockReportLines)...)
	conceptDeliveryLines = []string{"concept_deliveries_import_10k_lines_s", "concept_deliveries_autosend_1000_s"}
	productFileLines     = []string{"products_import_csv_100k_s", "products_import_xlsx_100k_s", "products_import_peak_rss_mb", "products_export_xlsx_100k_s"}
	returnsLines         = []string{"returns_list_p95_ms", "returns_export_csv_rows_per_s"}
	xlsxReadLines        = []string{"xlsx_read_100k_rows_s"}
	orderListLines       = []string{"orders_list_p95_ms", "orders_search_p95_ms"}
	orderExportLines     = []string{"orderlines_export_csv_rows_per_s", "orderlines_export_xlsx_rows_per_s", "orderlines_export_peak_rss_mb"}
	bulkSendLines        = []string{"concept_orders_bulk_send_1000_s"}
	loginJSLines         = []string{"login_page_js_gzip_kb"}
)

// orderLines are the lines over the account of a million sales orders.
func orderLines() []string {
	return slices.Concat(orderListLines, orderExportLines, bulkSendLines, dashboardLines)
}
