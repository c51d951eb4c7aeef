package stockreports

import (
	"context"
	"encoding/json"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/stock"
	"kade/internal/words"
)

// FlowFilter is what the flow report (stock/flow, and its export) asks for: the movements' days
// DateFrom and DateTo (Europe/Amsterdam, both inclusive, "" leaves that side open), one product of
// the account (0 for all), one type of movement ("" for all) and the page. It lists the oldest
// movement first.
type FlowFilter struct {
	Cursor           string
	Limit            int
	DateFrom, DateTo string
	ProductID        int64
	Type             string
}

// ParseFlowFilter reads the flow report's query parameters (date_from, date_to, product_id, type,
// cursor, limit); a bad value is a domain.ValidationErrors error keyed by the parameter's name. A
// product of another account lists nothing.
func ParseFlowFilter(v url.Values) (FlowFilter, error) {
	errs := domain.ValidationErrors{}
	page := listing.ParsePage(v, errs)
	f := FlowFilter{Cursor: page.Cursor, Limit: page.Limit,
		DateFrom: listing.Date(v, "date_from", errs), DateTo: listing.Date(v, "date_to", errs),
		Type: listing.Choice(v, "type", stock.MovementTypes, errs)}
	if id, ok := listing.Number(v, "product_id", 1, math.MaxInt, errs); ok {
		f.ProductID = int64(id)
	}
	return f, errs.Err()
}

// FlowRow is a row of the flow report (spec point 3, 'Flow report'): one movement of the ledger.
// Date is its day in Amsterdam, OrderNumber its reference (a shipment's order number, a receipt's
// delivery reference, a return's order number, a correction's or status change's reason), Quantity
// its signed change and InventoryChange the product's total stock right after it.
type FlowRow struct {
	ID              int64     `json:"id" db:"id"`
	Date            string    `json:"date" db:"-"`
	Type            string    `json:"type" db:"type"`
	OrderNumber     string    `json:"order_number" db:"reference"`
	ProductID       int64     `json:"product_id" db:"product_id"`
	ArticleNumber   string    `json:"article_number" db:"article_number"`
	ProductName     string    `json:"product_name" db:"product_name"`
	LotNumber       string    `json:"lot_number" db:"lot_number"`
	BatchStatus     string    `json:"batch_status" db:"batch_status"`
	Quantity        int64     `json:"quantity" db:"quantity"`
	InventoryChange int64     `json:"inventory_change" db:"-"`
	CreatedAt       time.Time `json:"created_at" db:"created_at"`
	OccurredAt      time.Time `json:"-" db:"occurred_at"`
}

// flows is the flow report: the account's movements, oldest first, a page read through the index
// stock_movements_client (client_id, occurred_at, id), or stock_movements_client_product
// (client_id, product_id, occurred_at, id) for one product. The product's article number and name
// are read by its id.
var flows = listing.List[FlowRow]{
	Search: listing.Search{Table: "stock_movements", Alias: "m"},
	Columns: `m.id, m.type, m.reference, m.product_id, m.lot_number, m.batch_status, m.quantity, m.created_at, m.occurred_at,
	(SELECT p.article_number FROM products p WHERE p.id = m.product_id) AS article_number,
	(SELECT p.name FROM products p WHERE p.id = m.product_id) AS product_name`,
}

// placeholders is "?" for one value, "(?, ?)" for a row of two.
func placeholders(n int) string {
	if n == 1 {
		return "?"
	}
	return "(?" + strings.Repeat(", ?", n-1) + ")"
}

// query is the page f asks of the flow report: its days, product, type and place.
func (f FlowFilter) query() listing.Query[FlowRow] {
	var w listing.Filter
	// From and To bound the time; of one product, as a row (product_id, occurred_at), which only
	// stock_movements_client_product holds: SQLite, which plans without statistics, would otherwise
	// walk every movement of the account from From to To in stock_movements_client.
	bound := "m.occurred_at"
	var product []any
	if f.ProductID != 0 {
		w.Add("m.product_id = ?", f.ProductID)
		bound, product = "(m.product_id, m.occurred_at)", []any{f.ProductID}
	}
	row := func(at time.Time) []any { return append(slices.Clone(product), timestamp(at)) }
	// A day outside the month report's years bounds nothing (PostgreSQL knows no year 0, and SQLite
	// compares times as text, in which year 10000 would come before 2026).
	within := func(day string) bool {
		y := day[:4]
		return y >= strconv.Itoa(firstYear) && y <= strconv.Itoa(lastYear)
	}
	if f.DateFrom != "" && within(f.DateFrom) {
		w.Add(bound+" >= "+placeholders(len(product)+1), row(dayStart(f.DateFrom, 0))...)
	}
	if f.DateTo != "" && within(f.DateTo) {
		w.Add(bound+" < "+placeholders(len(product)+1), row(dayStart(f.DateTo, 1))...)
	}
	w.AddIf("m.type = ?", f.Type)
	filter, args := w.Where()
	return listing.Query[FlowRow]{Page: listing.Page{Cursor: f.Cursor, Limit: f.Limit}, Filter: filter, FilterArgs: args,
		Keys: []string{"m.occurred_at", "m.id"}, Kinds: []listing.Kind{listing.Text, listing.Integer}, Direction: "asc",
		Values: func(r FlowRow) []any { return []any{timestamp(r.OccurredAt), r.ID} },
		Finish: func(r *FlowRow) {
			r.CreatedAt, r.OccurredAt = r.CreatedAt.UTC(), r.OccurredAt.UTC()
			r.Date = r.OccurredAt.In(domain.Local).Format(time.DateOnly)
		}}
}

// Flow is one page of the account's flow report, each row with the product's stock after it, and
// how many rows match (up to listing.CountLimit + 1); its cursors are signed with the database's
// secret.
func (s *Reports) Flow(ctx context.Context, clientID int64, f FlowFilter) ([]FlowRow, *string, int64, error) {
	rows, next, total, err := flows.Read(ctx, s.db.Read(), s.db.Dialect, s.db.Secret(), clientID, f.query())
	if err != nil {
		return nil, nil, 0, err
	}
	return rows, next, total, s.runningStock(ctx, rows, f.Type != "")
}

// stretch is a stretch of one product's movements whose quantities a page's running stock needs:
// those after (FromAt, FromID) and before (ToAt, ToID) by (occurred_at, id), and, when Opening is
// 1, the product's stock when Month began (stock_months) before them.
type stretch struct {
	I         int    `json:"i"`
	ProductID int64  `json:"product_id"`
	Month     string `json:"month"`
	Opening   int    `json:"opening"`
	FromAt    string `json:"from_at"`
	FromID    int64  `json:"from_id"`
	ToAt      string `json:"to_at"`
	ToID      int64  `json:"to_id"`
}

// stretchesSQL sums each stretch of the JSON array argument, by its index i: the product's opening of
// the month (its row of stock_months for the month, else the closing of its last month before, by
// the primary key; 0 without one) and its movements in the stretch (stock_movements_product). On
// SQLite the array is read by json_each, on PostgreSQL by jsonb_to_recordset.
func stretchesSQL(dialect db.Dialect) string {
	from := `(SELECT value ->> 'i' AS i, value ->> 'product_id' AS product_id, value ->> 'month' AS month, value ->> 'opening' AS opening,
		value ->> 'from_at' AS from_at, value ->> 'from_id' AS from_id, value ->> 'to_at' AS to_at, value ->> 'to_id' AS to_id
		FROM json_each(?)) v`
	if dialect == db.Postgres {
		from = `jsonb_to_recordset(CAST(? AS jsonb)) AS v(i int, product_id bigint, month text, opening int,
			from_at timestamptz, from_id bigint, to_at timestamptz, to_id bigint)`
	}
	return `SELECT v.i, COALESCE(CASE WHEN v.opening = 1 THEN (SELECT s.initial_stock +
				CASE WHEN s.month = v.month THEN 0 ELSE s.received_and_returns - s.delivered + s.correction END
			FROM stock_months s WHERE s.product_id = v.product_id AND s.month <= v.month ORDER BY s.month DESC LIMIT 1) END, 0)
		+ COALESCE((SELECT SUM(m.quantity) FROM stock_movements m WHERE m.product_id = v.product_id
			AND (m.occurred_at, m.id) > (v.from_at, v.from_id) AND (m.occurred_at, m.id) < (v.to_at, v.to_id)), 0) AS before
		FROM ` + from
}

// runningStock sets each row's InventoryChange, the product's total stock right after its movement:
// the first row of a product on the page starts from the product's stock when the movement's month
// began (Amsterdam, as stock_months books it) plus its movements since, before this one; a later row
// from the row before it of the same product, plus, when the rows skip movements (gaps, a filter of
// the type), the product's movements between the two. One statement for the page.
func (s *Reports) runningStock(ctx context.Context, rows []FlowRow, gaps bool) error {
	if len(rows) == 0 {
		return nil
	}
	last := map[int64]int{} // a product's row before, by index
	var stretches []stretch
	at := make([]int, len(rows)) // the stretch of each row, -1 for none
	for i, r := range rows {
		at[i] = -1
		before, seen := last[r.ProductID]
		last[r.ProductID] = i
		switch {
		case !seen:
			local := r.OccurredAt.In(domain.Local)
			monthStart := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, domain.Local)
			stretches = append(stretches, stretch{I: len(stretches), ProductID: r.ProductID, Month: local.Format("2006-01"), Opening: 1,
				FromAt: timestamp(monthStart), FromID: 0, ToAt: timestamp(r.OccurredAt), ToID: r.ID})
		case gaps:
			p := rows[before]
			stretches = append(stretches, stretch{I: len(stretches), ProductID: r.ProductID,
				FromAt: timestamp(p.OccurredAt), FromID: p.ID, ToAt: timestamp(r.OccurredAt), ToID: r.ID})
		default:
			continue
		}
		at[i] = len(stretches) - 1
	}
	arg, err := json.Marshal(stretches)
	if err != nil {
		return err
	}
	var summed []struct {
		I      int   `db:"i"`
		Before int64 `db:"before"`
	}
	if err := s.db.Read().Select(ctx, &summed, stretchesSQL(s.db.Dialect), string(arg)); err != nil {
		return err
	}
	sums := make([]int64, len(stretches))
	for _, sum := range summed {
		sums[sum.I] = sum.Before
	}
	stockAfter := map[int64]int64{}
	for i := range rows {
		r := &rows[i]
		if at[i] >= 0 && stretches[at[i]].Opening == 1 {
			stockAfter[r.ProductID] = 0
		}
		if at[i] >= 0 {
			stockAfter[r.ProductID] += sums[at[i]]
		}
		stockAfter[r.ProductID] += r.Quantity
		r.InventoryChange = stockAfter[r.ProductID]
	}
	return nil
}

// flowExportHeader is the flow report export's first row: the report's columns.
var flowExportHeader = []any{"date", "type", "order_number", "article_number", "product_name", "lot_number", "batch_status",
	"quantity", "inventory_change", "created_at"}

// flowExportWords are the columns the export shows in the screen's words.
var flowExportWords = map[string]words.Enumeration{"type": words.MovementType, "batch_status": words.BatchStatus}

// flowExportPage is how many movements the export reads at a time.
const flowExportPage = 1000

// ExportFlow writes the flow report export with write: the header, then every movement of the
// account that f matches (its days, product and type) in the report's order with the product's
// stock after it, read a page at a time, so memory stays flat.
func (s *Reports) ExportFlow(ctx context.Context, clientID int64, f FlowFilter, write func(cells []any) error) error {
	if err := write(flowExportHeader); err != nil {
		return err
	}
	q := f.query()
	var after []any
	for {
		statement, args := flows.Statement(s.db.Dialect, clientID, q, listing.Counted{Total: listing.Unknown}, after)
		rows := []FlowRow{}
		if err := s.db.Read().Select(ctx, &rows, statement, append(args, flowExportPage)...); err != nil {
			return err
		}
		for i := range rows {
			q.Finish(&rows[i])
		}
		if err := s.runningStock(ctx, rows, f.Type != ""); err != nil {
			return err
		}
		for _, r := range rows {
			if err := write([]any{r.Date, r.Type, r.OrderNumber, r.ArticleNumber, r.ProductName, r.LotNumber, r.BatchStatus,
				r.Quantity, r.InventoryChange, r.CreatedAt.In(domain.Local).Format(time.DateTime)}); err != nil {
				return err
			}
		}
		if len(rows) < flowExportPage {
			return nil
		}
		after = q.Values(rows[len(rows)-1])
	}
}
