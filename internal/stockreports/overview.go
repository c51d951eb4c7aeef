package stockreports

import (
	"cmp"
	"context"
	"fmt"
	"net/url"
	"slices"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/products"
	"kade/internal/stock"
)

// OverviewFilter is what the stock overview (and its export) asks for: the product overview's
// search, filters, sort and page, and Date: "" for the stock as it is, or a past day (yyyy-mm-dd)
// whose figures, as they stood at the end of that day, the ledger gives.
type OverviewFilter struct {
	products.ListFilter
	Date string
}

// ParseOverviewFilter reads the stock overview's query parameters: the product overview's and date,
// which may not be after today in Amsterdam (now) nor before the month report's first year. The current figures' filter (stock_alert) and
// sorts (total_stock, available_stock) do not go with a date: the ledger keeps no past claims.
func ParseOverviewFilter(v url.Values, now time.Time) (OverviewFilter, error) {
	list, err := products.ParseListFilter(v)
	errs, _ := err.(domain.ValidationErrors)
	if errs == nil {
		errs = domain.ValidationErrors{}
	}
	f := OverviewFilter{ListFilter: list, Date: listing.Date(v, "date", errs)}
	if f.Date != "" && f.Date > now.In(domain.Local).Format(time.DateOnly) {
		errs.Add("date", "stock.validation.future_date")
	}
	if first := fmt.Sprintf("%04d-01-01", firstYear); f.Date != "" && f.Date < first {
		errs.Add("date", "validation.min", first)
	}
	if f.Date != "" && f.StockAlert != "" {
		errs.Add("stock_alert", "stock.validation.current_only")
	}
	if f.Date != "" && (f.Sort == "total_stock" || f.Sort == "available_stock") {
		errs.Add("sort", "stock.validation.current_only")
	}
	return f, errs.Err()
}

// OverviewRow is a product's row of the stock overview (spec point 3, 'Stock reports, Overview'):
// its stock, minimum and stock status, the other figures, the units shipments took in the calendar
// month, quarter and year before the day's and in the day's year up to it, and how many days the stock
// lasts at the average daily usage of the 90 days up to the day (null without usage). On a past
// day the ledger keeps no claims nor expectations: available, in transit and inbound are null then,
// and the stock status compares the sellable stock with the minimum.
type OverviewRow struct {
	ProductID        int64  `json:"product_id"`
	ArticleNumber    string `json:"article_number"`
	ProductName      string `json:"product_name"`
	IsActive         bool   `json:"is_active"`
	CurrentStock     int64  `json:"current_stock"`
	StockMinimum     int64  `json:"stock_minimum"`
	StockStatus      string `json:"stock_status"`
	AvailableStock   *int64 `json:"available_stock"`
	OnHoldStock      int64  `json:"on_hold_stock"`
	InTransitStock   *int64 `json:"in_transit_stock"`
	InboundStock     *int64 `json:"inbound_stock"`
	UsageLastMonth   int64  `json:"usage_last_month"`
	UsageLastQuarter int64  `json:"usage_last_quarter"`
	UsageLastYear    int64  `json:"usage_last_year"`
	UsageThisYear    int64  `json:"usage_this_year"`
	DaysOfStockLeft  *int64 `json:"days_of_stock_left"`
}

// usageDays is the window of the average daily usage that days of stock left divide by.
const usageDays = 90

// Overview is one page of the account's stock overview and how many products match: the product
// overview's page (its filters, sorts and cursors), each product completed from the ledger.
func (s *Reports) Overview(ctx context.Context, clientID int64, f OverviewFilter, now time.Time) ([]OverviewRow, *string, int64, error) {
	page, cursor, total, err := s.catalogue.List(ctx, clientID, f.ListFilter)
	if err != nil {
		return nil, nil, 0, err
	}
	today := now.In(domain.Local).Format(time.DateOnly)
	day := cmp.Or(f.Date, today)
	rows, err := s.overviewRows(ctx, page, day, day != today)
	return rows, cursor, total, err
}

// overviewRows completes a page of products with their usage as of day and, for a past day (past),
// their stock then: two statements whatever the page holds.
func (s *Reports) overviewRows(ctx context.Context, page []products.Row, day string, past bool) ([]OverviewRow, error) {
	rows := make([]OverviewRow, len(page))
	ids := make([]int64, len(page))
	for i, p := range page {
		ids[i] = p.ID
		rows[i] = OverviewRow{ProductID: p.ID, ArticleNumber: p.ArticleNumber, ProductName: p.Name, IsActive: p.IsActive,
			CurrentStock: p.TotalStock, StockMinimum: p.MinimumStock, StockStatus: p.StockAlert,
			AvailableStock: &p.AvailableStock, OnHoldStock: p.OnHoldStock, InTransitStock: &p.InTransitStock,
			InboundStock: &p.InboundStock}
	}
	if len(ids) == 0 {
		return rows, nil
	}
	q := s.db.Read()
	periods := periodsOf(day)
	months, err := monthUsage(ctx, q, ids, periods)
	if err != nil {
		return nil, err
	}
	movements, err := movementSums(ctx, q, ids, periods, past)
	if err != nil {
		return nil, err
	}
	for i := range rows {
		r := &rows[i]
		m, u := movements[r.ProductID], months[r.ProductID]
		if past {
			r.CurrentStock, r.OnHoldStock = m.Total, m.OnHold
			r.AvailableStock, r.InTransitStock, r.InboundStock = nil, nil, nil
			r.StockStatus = stock.Alert(r.StockMinimum, page[i].ProductType, m.Total-m.OnHold)
		}
		r.UsageLastMonth, r.UsageLastQuarter, r.UsageLastYear = u.LastMonth, u.LastQuarter, u.LastYear
		r.UsageThisYear = u.ThisYearBefore + m.MonthToDate
		r.DaysOfStockLeft = daysOfStockLeft(r.CurrentStock, m.LastDays)
	}
	return rows, nil
}

// daysOfStockLeft is how many whole days stock lasts at the average daily usage of used units in
// usageDays days: nil without usage, 0 without stock.
func daysOfStockLeft(stock, used int64) *int64 {
	if used <= 0 {
		return nil
	}
	days := max(stock, 0) * usageDays / used
	return &days
}

// usagePeriods are the calendar months (yyyy-mm, Europe/Amsterdam) the usage columns sum as of a
// day, and the moments that bound what the ledger's movements give: the day's month up to the day
// (Month to Until) and the usageDays days up to it (Window to Until).
type usagePeriods struct {
	LastMonth                      string
	LastQuarterFrom, LastQuarterTo string
	LastYearFrom, LastYearTo       string
	ThisYearFrom, DayMonth         string
	Month, Window, Until           time.Time
}

// periodsOf is the usage periods as of day (yyyy-mm-dd): the calendar month, quarter and year before
// the day's, and the day's year.
func periodsOf(day string) usagePeriods {
	d := dayStart(day, 0)
	month := time.Date(d.Year(), d.Month(), 1, 0, 0, 0, 0, domain.Local)
	quarter := time.Date(d.Year(), d.Month()-(d.Month()-1)%3, 1, 0, 0, 0, 0, domain.Local)
	key := func(t time.Time) string { return t.Format("2006-01") }
	return usagePeriods{
		LastMonth:       key(month.AddDate(0, -1, 0)),
		LastQuarterFrom: key(quarter.AddDate(0, -3, 0)), LastQuarterTo: key(quarter.AddDate(0, -1, 0)),
		LastYearFrom: fmt.Sprintf("%04d-01", d.Year()-1), LastYearTo: fmt.Sprintf("%04d-12", d.Year()-1),
		ThisYearFrom: fmt.Sprintf("%04d-01", d.Year()), DayMonth: key(month),
		Month: month, Window: dayStart(day, 1-usageDays), Until: dayStart(day, 1),
	}
}

// usage is what a product's months before the day's give: the units shipments took in each period.
type usage struct {
	ProductID      int64 `db:"product_id"`
	LastMonth      int64 `db:"last_month"`
	LastQuarter    int64 `db:"last_quarter"`
	LastYear       int64 `db:"last_year"`
	ThisYearBefore int64 `db:"this_year_before"`
}

// monthUsage reads the products' usage per period from their months (stock_months, by its primary
// key), from the first month of last year up to the month before the day's.
func monthUsage(ctx context.Context, q db.Q, ids []int64, p usagePeriods) (map[int64]usage, error) {
	in, args := db.InList(ids)
	var found []usage
	err := q.Select(ctx, &found, `SELECT product_id,
			SUM(CASE WHEN month = ? THEN delivered ELSE 0 END) AS last_month,
			SUM(CASE WHEN month >= ? AND month <= ? THEN delivered ELSE 0 END) AS last_quarter,
			SUM(CASE WHEN month >= ? AND month <= ? THEN delivered ELSE 0 END) AS last_year,
			SUM(CASE WHEN month >= ? THEN delivered ELSE 0 END) AS this_year_before
		FROM stock_months WHERE product_id IN (`+in+`) AND month >= ? AND month < ?
		GROUP BY product_id`,
		slices.Concat([]any{p.LastMonth, p.LastQuarterFrom, p.LastQuarterTo, p.LastYearFrom, p.LastYearTo, p.ThisYearFrom},
			args, []any{p.LastYearFrom, p.DayMonth})...)
	if err != nil {
		return nil, fmt.Errorf("read stock usage per month: %w", err)
	}
	byProduct := make(map[int64]usage, len(found))
	for _, u := range found {
		byProduct[u.ProductID] = u
	}
	return byProduct, nil
}

// sums is what a product's movements up to the end of the day give: the units shipments took in the
// day's month and in the usageDays days, and, when read for a past day, its stock then (Total) and
// the part of it not sellable (OnHold).
type sums struct {
	ProductID   int64 `db:"product_id"`
	MonthToDate int64 `db:"month_to_date"`
	LastDays    int64 `db:"last_days"`
	Total       int64 `db:"total"`
	OnHold      int64 `db:"on_hold"`
}

// movementSums reads the products' movements (index stock_movements_product) up to the end of the
// day: for the current stock only those of the day's month and the usageDays days, for a past day
// (past) every one, which replays the ledger up to the day.
func movementSums(ctx context.Context, q db.Q, ids []int64, p usagePeriods, past bool) (map[int64]sums, error) {
	in, args := db.InList(ids)
	since := ""
	after := []any{timestamp(p.Until)}
	if !past {
		since = " AND occurred_at >= ?"
		after = append(after, timestamp(p.Month))
		if p.Window.Before(p.Month) {
			after[1] = timestamp(p.Window)
		}
	}
	var found []sums
	err := q.Select(ctx, &found, `SELECT product_id,
			SUM(CASE WHEN type = 'shipment' AND occurred_at >= ? THEN -quantity ELSE 0 END) AS month_to_date,
			SUM(CASE WHEN type = 'shipment' AND occurred_at >= ? THEN -quantity ELSE 0 END) AS last_days,
			SUM(quantity) AS total,
			SUM(CASE WHEN batch_status <> 'sellable' THEN quantity ELSE 0 END) AS on_hold
		FROM stock_movements WHERE product_id IN (`+in+`) AND occurred_at < ?`+since+`
		GROUP BY product_id`,
		slices.Concat([]any{timestamp(p.Month), timestamp(p.Window)}, args, after)...)
	if err != nil {
		return nil, fmt.Errorf("read stock movements' sums: %w", err)
	}
	byProduct := make(map[int64]sums, len(found))
	for _, s := range found {
		byProduct[s.ProductID] = s
	}
	return byProduct, nil
}

// overviewExportHeader is the stock overview export's first row: a product's columns of the overview.
var overviewExportHeader = []any{"article_number", "product_name", "current_stock", "stock_minimum", "stock_status",
	"available_stock", "on_hold_stock", "in_transit_stock", "inbound_stock", "usage_last_month", "usage_last_quarter",
	"usage_last_year", "usage_this_year", "days_of_stock_left"}

// ExportOverview writes the stock overview export with write: the header, then every product that f
// matches, in the overview's order, read a page of listing.MaxLimit products at a time. A figure the
// day does not have is an empty cell.
func (s *Reports) ExportOverview(ctx context.Context, clientID int64, f OverviewFilter, write func(cells []any) error) error {
	if err := write(overviewExportHeader); err != nil {
		return err
	}
	now := time.Now()
	f.Limit, f.Cursor = listing.MaxLimit, ""
	for {
		rows, cursor, _, err := s.Overview(ctx, clientID, f, now)
		if err != nil {
			return err
		}
		for _, r := range rows {
			if err := write([]any{r.ArticleNumber, r.ProductName, r.CurrentStock, r.StockMinimum, r.StockStatus,
				cell(r.AvailableStock), r.OnHoldStock, cell(r.InTransitStock), cell(r.InboundStock), r.UsageLastMonth,
				r.UsageLastQuarter, r.UsageLastYear, r.UsageThisYear, cell(r.DaysOfStockLeft)}); err != nil {
				return err
			}
		}
		if cursor == nil {
			return nil
		}
		f.Cursor = *cursor
	}
}

// cell is a figure's cell: empty when there is none.
func cell(figure *int64) any {
	if figure == nil {
		return nil
	}
	return *figure
}
