package stockreports

import (
	"context"
	"time"

	"kade/internal/domain"
)

// chartMonths is how many calendar months the product page's stock chart shows, the current one last.
const chartMonths = 12

// ProductMonth is one month of a product's stock chart: its stock when the month ended (the
// current month: its stock now) and the units shipments delivered in it, its usage.
type ProductMonth struct {
	Month        string `json:"month"`
	ClosingStock int64  `json:"closing_stock"`
	Usage        int64  `json:"usage"`
}

// productMonthRow is a row of ProductMonths' statement: a month of stock_months in the chart's
// months, or (month "") the closing of the product's last month before them.
type productMonthRow struct {
	Month     string `db:"month"`
	Closing   int64  `db:"closing"`
	Delivered int64  `db:"delivered"`
}

// chartMonthKeys are the keys (yyyy-mm) of the chart's months up to now's month in Amsterdam, oldest first.
func chartMonthKeys(now time.Time) []string {
	local := now.In(domain.Local)
	first := time.Date(local.Year(), local.Month()-chartMonths+1, 1, 0, 0, 0, 0, domain.Local)
	keys := make([]string, chartMonths)
	for i := range keys {
		keys[i] = first.AddDate(0, i, 0).Format("2006-01")
	}
	return keys
}

// ProductMonths is the stock chart of one of the account's products: the last twelve calendar
// months of Amsterdam up to now's, oldest first, each with the product's closing stock and usage.
// One statement reads the months' rows of stock_months and, by the primary key (product, month),
// the closing of the last month before them; a month without a row had no movements, so it closes
// as the month before it and used nothing. Another account's product, or none, is domain.ErrNotFound.
func (s *Reports) ProductMonths(ctx context.Context, clientID, productID int64, now time.Time) ([]ProductMonth, error) {
	keys := chartMonthKeys(now)
	first, last := keys[0], keys[len(keys)-1]
	var rows []productMonthRow
	err := s.db.Read().Select(ctx, &rows, `SELECT '' AS month, COALESCE(`+closingBefore+`, 0) AS closing,
			0 AS delivered
		FROM products p WHERE p.id = ? AND p.client_id = ?
		UNION ALL
		SELECT s.month, s.initial_stock + s.received_and_returns - s.delivered + s.correction, s.delivered
		FROM stock_months s WHERE s.product_id = ? AND s.client_id = ? AND s.month >= ? AND s.month <= ?
		ORDER BY month`, first, productID, clientID, productID, clientID, first, last)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 || rows[0].Month != "" {
		return nil, domain.ErrNotFound
	}
	closing, booked := rows[0].Closing, rows[1:]
	months := make([]ProductMonth, len(keys))
	for i, key := range keys {
		usage := int64(0)
		if len(booked) > 0 && booked[0].Month == key {
			closing, usage, booked = booked[0].Closing, booked[0].Delivered, booked[1:]
		}
		months[i] = ProductMonth{Month: key, ClosingStock: closing, Usage: usage}
	}
	return months, nil
}
