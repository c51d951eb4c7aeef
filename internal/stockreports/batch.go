package stockreports

import (
	"context"
	"net/url"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/stock"
	"kade/internal/words"
)

// MaxExpiresWithin is the most days 'expires within' looks ahead: ten years.
const MaxExpiresWithin = 3650

// BatchFilter is what the batch report (and its export) asks for: the search (article number,
// product name, lot number), a batch status ("" for all), 'expires within' so many days (nil for
// no bound) and the page. Today is the calendar day in Amsterdam the report is read on: what
// expires within counts from and what has expired is before.
type BatchFilter struct {
	listing.Page
	Status        string
	ExpiresWithin *int
	Today         string
}

// ParseBatchFilter reads the batch report's query parameters (q, status, expires_within, cursor,
// limit) on the day of now in Amsterdam; a bad value is a domain.ValidationErrors error keyed by the
// parameter's name.
func ParseBatchFilter(v url.Values, now time.Time) (BatchFilter, error) {
	errs := domain.ValidationErrors{}
	f := BatchFilter{Page: listing.ParsePage(v, errs), Status: listing.Choice(v, "status", stock.BatchStatuses, errs),
		Today: domain.Today(now)}
	if days, ok := listing.Number(v, "expires_within", 0, MaxExpiresWithin, errs); ok {
		f.ExpiresWithin = &days
	}
	return f, errs.Err()
}

// BatchRow is a row of the batch report (spec point 3, 'Batch report'): a balance of the ledger, the
// units of a product in one lot, best-before date and batch status. AmountSKU is its quantity in the
// product's unit (UnitSKU); AmountHU the whole outer boxes they fill and UnitHU what those are
// called (Box), both null for a product without an outer box. Expired says that its best-before
// date is before today in Amsterdam, whatever its status (the job expire-lots moves such units to
// expired within the hour, damaged ones stay damaged). BestBeforeDate is "" for a lot without one.
type BatchRow struct {
	ID             int64   `json:"id" db:"id"`
	ProductID      int64   `json:"product_id" db:"product_id"`
	ArticleNumber  string  `json:"article_number" db:"article_number"`
	ProductName    string  `json:"product_name" db:"product_name"`
	AmountSKU      int64   `json:"amount_sku" db:"quantity"`
	UnitSKU        string  `json:"unit_sku" db:"unit"`
	AmountHU       *int64  `json:"amount_hu" db:"-"`
	UnitHU         *string `json:"unit_hu" db:"-"`
	Status         string  `json:"status" db:"batch_status"`
	LotNumber      string  `json:"lot_number" db:"lot_number"`
	BestBeforeDate string  `json:"best_before_date" db:"best_before"`
	Expired        bool    `json:"expired" db:"-"`
	// PerOuterBox is how many units the product's outer box holds, null without one.
	PerOuterBox *int64 `json:"-" db:"per_outer_box"`
}

// OuterBox is what a batch row calls a product's outer box (UnitHU): the unit Box, which the screen
// and the export show in their words.
const OuterBox = "Box"

// WholeOuterBoxes is how many whole outer boxes of perBox units (nil or not above 0: the product has
// none) quantity units fill: rounded towards zero, so a negative balance (units the ledger owes)
// is as many whole boxes short, never more than its units.
func WholeOuterBoxes(quantity int64, perBox *int64) *int64 {
	if perBox == nil || *perBox <= 0 {
		return nil
	}
	boxes := quantity / *perBox
	return &boxes
}

// Expired says whether a lot of bestBefore (yyyy-mm-dd, "" for none) has expired on today: its
// date is before today.
func Expired(bestBefore, today string) bool { return bestBefore != "" && bestBefore < today }

// finish completes a row as read, on today: its outer boxes and whether it has expired.
func (r *BatchRow) finish(today string) {
	r.AmountHU = WholeOuterBoxes(r.AmountSKU, r.PerOuterBox)
	if r.AmountHU != nil {
		r.UnitHU = new(OuterBox)
	}
	r.Expired = Expired(r.BestBeforeDate, today)
}

// productColumn is the column of the balance's product (products p) that expression reads.
func productColumn(expression string) string {
	return "(SELECT " + expression + " FROM products p WHERE p.id = b.product_id)"
}

// batchColumns are the columns of a batch row, on stock_balances b (the product's by its primary
// key), each an expression and its name.
var batchColumns = [][2]string{{"b.id", "id"}, {"b.product_id", "product_id"},
	{productColumn("p.article_number"), "article_number"}, {productColumn("p.name"), "product_name"},
	{"b.quantity", "quantity"}, {productColumn("p.unit"), "unit"}, {"b.batch_status", "batch_status"},
	{"b.lot_number", "lot_number"}, {"b.best_before", "best_before"},
	{productColumn("CASE WHEN p.hu AND p.quantity_sku > 0 THEN p.quantity_sku END"), "per_outer_box"}}

// selectBatchColumns is the select list of batchColumns, each named (a page's, read by the row's db
// tags) or not (the export's, which db.EachRow reads by position).
func selectBatchColumns(named bool) string {
	selected := make([]string, len(batchColumns))
	for i, c := range batchColumns {
		selected[i] = c[0]
		if named && c[0] != "b."+c[1] {
			selected[i] += " AS " + c[1]
		}
	}
	return strings.Join(selected, ", ")
}

// batches is the batch report: the account's balances that hold units (or owe them), soonest
// best-before date first (lots without one after them: undated), then by lot, a page read through
// the index stock_balances_batches (client_id, undated, best_before, lot_number, id) WHERE
// quantity <> 0. Best-before
// first, as the warehouse picks by it (FEFO) and as the report is read for what expires next; its
// rows of one lot and date stand together. Its search is a condition of the filter (see
// BatchFilter.query): the products it finds are another table's.
var batches = listing.List[BatchRow]{
	Search:  listing.Search{Table: "stock_balances", Alias: "b"},
	Columns: selectBatchColumns(true),
}

// productSearch finds a product as the product overview's search does, through the same indexes:
// the start of its article number (or EAN), any part of its name.
var productSearch = listing.Search{Table: "products", Alias: "p", Prefix: []string{"article_number", "ean"},
	Contains: []string{"name"}}

// query is the page f asks of the batch report on an engine of dialect: its balances that hold
// units, its search, status and 'expires within', and its place.
func (f BatchFilter) query(dialect db.Dialect, account int64) listing.Query[BatchRow] {
	var w listing.Filter
	w.Add("b.quantity <> 0")
	if f.Q != "" {
		products, args := productSearch.Where(dialect, account, f.Q)
		w.Add(`(lower(b.lot_number) LIKE ? ESCAPE '\' OR b.product_id IN (SELECT p.id FROM products p WHERE `+products+`))`,
			append([]any{"%" + listing.EscapeLike(strings.ToLower(f.Q)) + "%"}, args...)...)
	}
	w.AddIf("b.batch_status = ?", f.Status)
	if f.ExpiresWithin != nil {
		w.Add(undated+" = 0 AND b.best_before <= ?", lastDay(f.Today, *f.ExpiresWithin))
	}
	filter, args := w.Where()
	page := f.Page
	page.Q = "" // searched by the filter
	today := f.Today
	// Within days every lot has a date: the first key is the same for all and is left out.
	keys := []string{undated, "b.best_before", "b.lot_number", "b.id"}
	kinds := []listing.Kind{listing.Integer, listing.Text, listing.Text, listing.Integer}
	values := func(r BatchRow) []any {
		var withoutDate int64
		if r.BestBeforeDate == "" {
			withoutDate = 1
		}
		return []any{withoutDate, r.BestBeforeDate, r.LotNumber, r.ID}
	}
	if f.ExpiresWithin != nil {
		keys, kinds = keys[1:], kinds[1:]
		values = func(r BatchRow) []any { return []any{r.BestBeforeDate, r.LotNumber, r.ID} }
	}
	return listing.Query[BatchRow]{Page: page, Filter: filter, FilterArgs: args, Keys: keys, Kinds: kinds, Direction: "asc",
		Values: values, Finish: func(r *BatchRow) { r.finish(today) }}
}

// undated is 1 for a balance without a best-before date, else 0: the batch report's first sort
// key, so that lots without a date come after those that expire (the index stock_balances_batches
// holds the same expression).
const undated = "CASE WHEN b.best_before = '' THEN 1 ELSE 0 END"

// lastDay is the day days after today (yyyy-mm-dd): the last best-before date that expires within
// days.
func lastDay(today string, days int) string {
	day, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return today
	}
	return day.AddDate(0, 0, days).Format(time.DateOnly)
}

// Batches is one page of the account's batch report and how many rows match (up to
// listing.CountLimit + 1); its cursors are signed with the database's secret.
func (s *Reports) Batches(ctx context.Context, clientID int64, f BatchFilter) ([]BatchRow, *string, int64, error) {
	return batches.Read(ctx, s.db.Read(), s.db.Dialect, s.db.Secret(), clientID, f.query(s.db.Dialect, clientID))
}

// batchExportHeader is the batch report export's first row: the report's columns.
var batchExportHeader = []any{"article_number", "product_name", "amount_sku", "unit_sku", "amount_hu", "unit_hu", "status",
	"lot_number", "best_before_date"}

// batchExportWords are the columns the export shows in the screen's words.
var batchExportWords = map[string]words.Enumeration{"unit_sku": words.Unit, "unit_hu": words.Unit,
	"status": words.BatchStatus}

// ExportBatches writes the batch report export with write: the header, then every row of the
// account's report that f matches (its search, status and 'expires within'), in the report's order,
// one at a time (db.EachRow), so memory stays flat.
func (s *Reports) ExportBatches(ctx context.Context, clientID int64, f BatchFilter, write func(cells []any) error) error {
	if err := write(batchExportHeader); err != nil {
		return err
	}
	where, args, order := batches.Where(s.db.Dialect, clientID, f.query(s.db.Dialect, clientID), listing.Counted{Total: listing.Unknown})
	cells := make([]any, len(batchExportHeader))
	var r BatchRow
	return s.db.EachRow(ctx, selectBatchColumns(false), "FROM stock_balances b WHERE "+where+" ORDER BY "+order, args, func(row *db.Row) error {
		var err error
		if r.AmountSKU, err = row.Integer(4); err != nil {
			return err
		}
		r.PerOuterBox = nil
		if !row.Null(9) {
			perBox, err := row.Integer(9)
			if err != nil {
				return err
			}
			r.PerOuterBox = &perBox
		}
		r.BestBeforeDate = row.Text(8)
		r.finish(f.Today)
		cells[0], cells[1], cells[2], cells[3] = row.Text(2), row.Text(3), r.AmountSKU, row.Text(5)
		cells[4], cells[5] = nil, nil
		if r.AmountHU != nil {
			cells[4], cells[5] = *r.AmountHU, *r.UnitHU
		}
		cells[6], cells[7], cells[8] = row.Text(6), row.Text(7), r.BestBeforeDate
		return write(cells)
	})
}
