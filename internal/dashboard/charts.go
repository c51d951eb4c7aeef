package dashboard

import (
	"context"
	"strconv"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/orders"
)

// Day is a day of the chart orders_per_day: the orders of that order date (Received, as the order
// overview From and To that day counts them, without a cap) and the orders with a shipment that day
// in Amsterdam (Shipped; an order shipped in two parcels that day counts once).
type Day struct {
	Date     string `json:"date"`
	Received int64  `json:"received"`
	Shipped  int64  `json:"shipped"`
}

// Week is a week of the chart inbound_units_per_week, Monday (WeekStart) to Sunday: the units the
// warehouse's receipts dated in it received, whatever their stock status.
type Week struct {
	WeekStart string `json:"week_start"`
	Units     int64  `json:"units"`
}

// ordersPerDay is the chart of c's days, every day present, of the orders received and shipped on
// each (receivedPerDay and shippedPerDay, by the day's place).
func ordersPerDay(c calendarDays, received, shipped []int64) []Day {
	days := make([]Day, len(c.days))
	for i, d := range c.days {
		days[i] = Day{Date: d.date, Received: received[i], Shipped: shipped[i]}
	}
	return days
}

// receivedPerDay is how many of the account's orders have each of c's days as their order date,
// by the day's place: those of the translator only for a reader who sees them, as the order
// overview From and To that day counts them. The index sales_orders_order_date (client_id,
// order_date, id, source; migration 00036_dashboard) holds the days' orders with their source: the
// count reads no order's row.
func receivedPerDay(ctx context.Context, q db.Q, account int64, seesTranslator bool, c calendarDays) ([]int64, error) {
	statement := `SELECT o.order_date AS date, count(*) AS orders FROM sales_orders o
		WHERE o.client_id = ? AND o.order_date >= ? AND o.order_date <= ?`
	args := []any{account, c.days[0].date, c.today}
	if !seesTranslator {
		statement += ` AND o.source <> ?`
		args = append(args, orders.SourceTranslator)
	}
	var perDate []struct {
		Date   string `db:"date"`
		Orders int64  `db:"orders"`
	}
	if err := q.Select(ctx, &perDate, statement+` GROUP BY o.order_date`, args...); err != nil {
		return nil, err
	}
	at := map[string]int{}
	for i, d := range c.days {
		at[d.date] = i
	}
	received := make([]int64, len(c.days))
	for _, p := range perDate {
		if i, ok := at[p.Date]; ok {
			received[i] = p.Orders
		}
	}
	return received, nil
}

// shippedPerDay is how many of the account's orders have a shipment shipped on each of c's days in
// Amsterdam, by the day's place (see shippedStatement).
func shippedPerDay(ctx context.Context, q db.Q, account int64, seesTranslator bool, c calendarDays) ([]int64, error) {
	statement, args := shippedStatement(account, seesTranslator, c.days)
	var perDay []struct {
		Day    int   `db:"day"`
		Orders int64 `db:"orders"`
	}
	if err := q.Select(ctx, &perDay, statement, args...); err != nil {
		return nil, err
	}
	shipped := make([]int64, len(c.days))
	for _, p := range perDay {
		shipped[p.Day] = p.Orders
	}
	return shipped, nil
}

// shippedStatement counts, for each of days (by its place), the distinct orders of the account with
// a shipment shipped that day in Amsterdam: between the day's bounds in UTC, as shipped_at is kept,
// so one statement serves both engines and the days the clocks change. A reader who does not see
// the translator's orders does not count theirs: the shipments of those say so (of_translator, set
// from the order by a trigger). Each day is a range of the index sales_order_shipments_day
// (client_id, shipped_at, of_translator, sales_order_id; migration 00036_dashboard), read alone.
func shippedStatement(account int64, seesTranslator bool, days []day) (string, []any) {
	count := `SELECT count(DISTINCT s.sales_order_id) FROM sales_order_shipments s
		WHERE s.client_id = ? AND s.shipped_at >= ? AND s.shipped_at < ?`
	if !seesTranslator {
		count += ` AND s.of_translator = ?`
	}
	parts := make([]string, len(days))
	var args []any
	for i, d := range days {
		parts[i] = "SELECT " + strconv.Itoa(i) + " AS day, (" + count + ") AS orders"
		args = append(args, account, d.start, d.end)
		if !seesTranslator {
			args = append(args, false)
		}
	}
	return strings.Join(parts, " UNION ALL "), args
}

// inboundUnitsPerWeek is the chart of c's weeks, every week present: the units received by the
// account's receipt rows dated in each, summed per date from the index delivery_receipts_date
// (client_id, receipt_date, id, received_quantity; migration 00036_dashboard) alone, then per week.
func inboundUnitsPerWeek(ctx context.Context, q db.Q, account int64, c calendarDays) ([]Week, error) {
	var perDate []struct {
		Date  string `db:"date"`
		Units int64  `db:"units"`
	}
	if err := q.Select(ctx, &perDate, `SELECT r.receipt_date AS date, CAST(sum(r.received_quantity) AS BIGINT) AS units
		FROM delivery_receipts r WHERE r.client_id = ? AND r.receipt_date >= ? AND r.receipt_date <= ?
		GROUP BY r.receipt_date`, account, c.mondays[0], c.lastWeek); err != nil {
		return nil, err
	}
	weeks := make([]Week, len(c.mondays))
	for i, monday := range c.mondays {
		weeks[i].WeekStart = monday
	}
	first, _ := time.Parse(time.DateOnly, c.mondays[0])
	for _, p := range perDate {
		if date, err := time.Parse(time.DateOnly, p.Date); err == nil && !date.Before(first) {
			if i := int(date.Sub(first).Hours()/24) / 7; i < len(weeks) {
				weeks[i].Units += p.Units
			}
		}
	}
	return weeks, nil
}
