// Package dashboard is what a user sees first after logging in, in one request: what needs
// attention, what happened today and two charts of the account, each figure only when the reader's
// level may read the list it comes from. Every count that links to a list is that list's total,
// read by the list's own service with the list's own filter (see counted), so the dashboard and the
// list it opens never disagree. The figures no list shows are queries of their own: deliveries
// expected (today.go) and the charts (charts.go), of which the last day's orders shipped is today's.
package dashboard

import (
	"context"
	"errors"
	"sync"
	"time"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/returns"
	"kade/internal/stockreports"
)

// Dashboard is the dashboard of an account for one reader (api/openapi.yaml, Dashboard). Date is
// today in Amsterdam, the day Today counts. Attention holds only the entries the reader's level
// may read, in the order of attentionEntries; a figure of Today and a chart the level may not read
// is nil (null).
type Dashboard struct {
	Date                string      `json:"date"`
	Attention           []Attention `json:"attention"`
	Today               Today       `json:"today"`
	OrdersPerDay        []Day       `json:"orders_per_day"`
	InboundUnitsPerWeek []Week      `json:"inbound_units_per_week"`
}

// Count is a list's total as the list's reply shows it: up to listing.CountLimit, Capped when more
// match.
type Count struct {
	Total  int64 `json:"total"`
	Capped bool  `json:"total_capped"`
}

// Attention is what needs attention of one kind (Key, see attentionEntries): the total of the list
// it links to.
type Attention struct {
	Key string `json:"key"`
	Count
}

// Today is what happened today in Amsterdam: orders received (the order overview's total of the
// day), orders shipped (orders with a shipment that day), deliveries expected (announced for the
// day) and returns booked (the return overview's total of the day).
type Today struct {
	OrdersReceived     *Count `json:"orders_received"`
	OrdersShipped      *int64 `json:"orders_shipped"`
	DeliveriesExpected *int64 `json:"deliveries_expected"`
	ReturnsBooked      *Count `json:"returns_booked"`
}

// Reader is who reads a dashboard: their level decides which figures they get (the permissions of
// the routes of the lists behind them), and whether they see the orders of the translator how the
// order figures count (as the order overview counts for them).
type Reader struct {
	Level          access.Level
	SeesTranslator bool
}

// may reports whether the reader's level may read what p guards.
func (r Reader) may(p access.Permission) bool { return access.Allows(r.Level, p) }

// Dashboards reads dashboards through the services of the lists they count.
type Dashboards struct {
	db                *db.DB
	orders            *orders.Orders
	conceptOrders     *orders.Concepts
	products          *products.Catalogue
	conceptProducts   *products.Concepts
	conceptDeliveries *deliveries.Concepts
	reports           *stockreports.Reports
	returns           *returns.Returns
}

// New reads the dashboards of d.
func New(d *db.DB) *Dashboards {
	return &Dashboards{db: d, orders: orders.NewOrders(d), conceptOrders: orders.NewConcepts(d),
		products: products.NewCatalogue(d), conceptProducts: products.NewConcepts(d),
		conceptDeliveries: deliveries.NewConcepts(d), reports: stockreports.NewReports(d), returns: returns.NewReturns(d)}
}

// Read is the dashboard of account for reader at now: its attention, today and charts. Its parts
// are read at once, each on a connection of its own (see together). The orders shipped today are
// the last day of orders_per_day, so both say the same.
func (d *Dashboards) Read(ctx context.Context, account clients.Client, reader Reader, now time.Time) (Dashboard, error) {
	q, c := d.db.Read(), calendar(now)
	l := lists{d: d, account: account, reader: reader, now: now}
	board := Dashboard{Date: c.today}
	var received, shipped []int64
	parts := []func() error{
		func() (err error) { board.Attention, err = attention(ctx, l); return err },
		func() (err error) { board.Today, err = today(ctx, q, l, c); return err },
	}
	if reader.may(access.OrdersRead) {
		parts = append(parts,
			func() (err error) {
				received, err = receivedPerDay(ctx, q, account.ID, reader.SeesTranslator, c)
				return err
			},
			func() (err error) {
				shipped, err = shippedPerDay(ctx, q, account.ID, reader.SeesTranslator, c)
				return err
			})
	}
	if reader.may(access.DeliveriesRead) {
		parts = append(parts, func() (err error) {
			board.InboundUnitsPerWeek, err = inboundUnitsPerWeek(ctx, q, account.ID, c)
			return err
		})
	}
	if err := together(parts...); err != nil {
		return Dashboard{}, err
	}
	if reader.may(access.OrdersRead) {
		board.OrdersPerDay = ordersPerDay(c, received, shipped)
		board.Today.OrdersShipped = &board.OrdersPerDay[len(board.OrdersPerDay)-1].Shipped
	}
	return board, nil
}

// together runs parts at once and answers their errors. A dashboard's parts are a few statements
// each, of which two or three read tens of thousands of index entries (the charts): one after the
// other they took the sum of their times, at once they take about the longest one's where the
// database has the cores (SQLite's readers, PostgreSQL's reader pool).
func together(parts ...func() error) error {
	errs := make([]error, len(parts))
	var wg sync.WaitGroup
	for i, part := range parts {
		wg.Go(func() { errs[i] = part() })
	}
	wg.Wait()
	return errors.Join(errs...)
}
