package dashboard

import (
	"context"
	"net/url"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/deliveries"
)

// today is what happened on c's day of the lists l's reader may read, but the orders shipped: the
// last day of the chart orders_per_day (see Dashboards.Read). Orders received and returns booked
// are the order and return overviews' totals From and To that day, as their links open them.
func today(ctx context.Context, q db.Q, l lists, c calendarDays) (Today, error) {
	var t Today
	fromToToday := url.Values{"date_from": {c.today}, "date_to": {c.today}}
	if l.reader.may(access.OrdersRead) {
		received, err := l.orderOverview(ctx, fromToToday)
		if err != nil {
			return Today{}, err
		}
		t.OrdersReceived = &received
	}
	if l.reader.may(access.DeliveriesRead) {
		expected, err := deliveriesExpected(ctx, q, l.account.ID, c.today)
		if err != nil {
			return Today{}, err
		}
		t.DeliveriesExpected = &expected
	}
	if l.reader.may(access.StockRead) {
		booked, err := l.returnOverview(ctx, fromToToday)
		if err != nil {
			return Today{}, err
		}
		t.ReturnsBooked = &booked
	}
	return t, nil
}

// deliveriesExpected is how many of the account's deliveries are announced (sent, not yet at the
// warehouse) for date, read through the index deliveries_planned_date (client_id, planned_date, id).
func deliveriesExpected(ctx context.Context, q db.Q, account int64, date string) (int64, error) {
	var n int64
	err := q.Get(ctx, &n, `SELECT count(*) FROM deliveries d WHERE d.client_id = ? AND d.planned_date = ? AND d.status = ?`,
		account, date, deliveries.StatusAnnounced)
	return n, err
}
