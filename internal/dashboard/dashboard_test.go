package dashboard_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"testing"
	"time"

	"kade/internal/addresses"
	"kade/internal/apptest"
	"kade/internal/dashboard"
	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/demo"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/returns"
)

// read is the dashboard of p's account as p's user reads it, failing the test unless it is a 200.
func read(t *testing.T, p apptest.Portal) dashboard.Dashboard {
	t.Helper()
	var answer apptest.Answer[dashboard.Dashboard]
	if res := p.Call(t, "GET", "/dashboard", nil, &answer); res.Status != http.StatusOK {
		t.Fatalf("dashboard: %d %s", res.Status, res.Body)
	}
	return answer.Data
}

// listTotal is the meta.total of the list at path (with its query) as p's user reads it, and
// whether they may read it at all (false for a 403).
func listTotal(t *testing.T, p apptest.Portal, path string) (total int64, readable bool) {
	t.Helper()
	var answer apptest.Answer[[]json.RawMessage]
	res := p.Call(t, "GET", path, nil, &answer)
	switch res.Status {
	case http.StatusOK:
		return answer.Meta.Total, true
	case http.StatusForbidden:
		return 0, false
	}
	t.Fatalf("%s: %d %s", path, res.Status, res.Body)
	return 0, false
}

// attentionLists are the lists the attention's counts link to, with the filters their links open
// them with (api/openapi.yaml, getDashboard): the test's own copy, so a count read with another
// filter fails it.
var attentionLists = map[string]string{
	"orders_data_issue":            "/sales-orders?status=DataIssue",
	"concept_orders":               "/concept-sales-orders",
	"orders_on_hold":               "/sales-orders?status=OnHold",
	"concept_products_to_adjust":   "/concept-products?has_errors=1",
	"products_below_minimum":       "/products?stock_alert=insufficient",
	"concept_deliveries_to_adjust": "/concept-deliveries?has_errors=1",
	"lots_expiring":                "/stock/batches?expires_within=30",
}

// attentionOrder is the order the dashboard lists them in.
var attentionOrder = []string{"orders_data_issue", "concept_orders", "orders_on_hold", "concept_products_to_adjust",
	"products_below_minimum", "concept_deliveries_to_adjust", "lots_expiring"}

// fromTo is the query of a list From and To.
func fromTo(from, to string) string {
	return "?" + url.Values{"date_from": {from}, "date_to": {to}, "limit": {"200"}}.Encode()
}

// expectListsAgree checks every figure of p's dashboard against the list it comes from, read over
// HTTP by the same user: each attention count and today's orders received and returns booked equal
// their list's total with the same filter; each day of orders_per_day received what the order
// overview of that day counts; each week's units are the inbound overview's of that week; and a
// figure is there exactly when the user may read its list.
func expectListsAgree(t *testing.T, p apptest.Portal, who string) dashboard.Dashboard {
	t.Helper()
	board := read(t, p)
	var keys []string
	for _, a := range board.Attention {
		keys = append(keys, a.Key)
		total, readable := listTotal(t, p, attentionLists[a.Key])
		if !readable || a.Total != total || a.Capped {
			t.Errorf("%s: %s is %+v, its list's total %d (readable %v)", who, a.Key, a.Count, total, readable)
		}
	}
	var want []string
	for _, key := range attentionOrder {
		if _, readable := listTotal(t, p, attentionLists[key]); readable {
			want = append(want, key)
		}
	}
	if !slices.Equal(keys, want) {
		t.Errorf("%s: attention %v, want those of the lists they may read %v", who, keys, want)
	}

	today := board.Date
	if received, readable := listTotal(t, p, "/sales-orders"+fromTo(today, today)); !readable {
		if board.Today.OrdersReceived != nil || board.Today.OrdersShipped != nil || board.OrdersPerDay != nil {
			t.Errorf("%s may not read orders, has %+v and %v", who, board.Today, board.OrdersPerDay)
		}
	} else {
		if board.Today.OrdersReceived == nil || board.Today.OrdersReceived.Total != received {
			t.Errorf("%s: orders received %+v, the overview of today %d", who, board.Today.OrdersReceived, received)
		}
		if len(board.OrdersPerDay) != 30 || board.Today.OrdersShipped == nil ||
			*board.Today.OrdersShipped != board.OrdersPerDay[29].Shipped {
			t.Fatalf("%s: orders shipped %v, per day %+v", who, board.Today.OrdersShipped, board.OrdersPerDay)
		}
		for _, d := range board.OrdersPerDay {
			if total, _ := listTotal(t, p, "/sales-orders"+fromTo(d.Date, d.Date)); d.Received != total {
				t.Errorf("%s: %s received %d, the overview of that day %d", who, d.Date, d.Received, total)
			}
		}
	}
	if booked, readable := listTotal(t, p, "/returns"+fromTo(today, today)); !readable {
		if board.Today.ReturnsBooked != nil {
			t.Errorf("%s may not read returns, has %+v", who, board.Today.ReturnsBooked)
		}
	} else if board.Today.ReturnsBooked == nil || board.Today.ReturnsBooked.Total != booked {
		t.Errorf("%s: returns booked %+v, the overview of today %d", who, board.Today.ReturnsBooked, booked)
	}
	if _, readable := listTotal(t, p, "/receipts"); !readable {
		if board.InboundUnitsPerWeek != nil || board.Today.DeliveriesExpected != nil {
			t.Errorf("%s may not read deliveries, has %v and %v", who, board.InboundUnitsPerWeek, board.Today.DeliveriesExpected)
		}
	} else {
		if board.Today.DeliveriesExpected == nil || len(board.InboundUnitsPerWeek) != 12 {
			t.Fatalf("%s: deliveries expected %v, inbound %+v", who, board.Today.DeliveriesExpected, board.InboundUnitsPerWeek)
		}
		for _, w := range board.InboundUnitsPerWeek {
			monday, _ := time.Parse(time.DateOnly, w.WeekStart)
			var rows apptest.Answer[[]deliveries.ReceiptRow]
			p.Call(t, "GET", "/receipts"+fromTo(w.WeekStart, monday.AddDate(0, 0, 6).Format(time.DateOnly)), nil, &rows)
			var units int64
			for _, r := range rows.Data {
				units += r.ReceivedQuantity
			}
			if w.Units != units {
				t.Errorf("%s: week of %s %d units, the inbound overview's rows %d", who, w.WeekStart, w.Units, units)
			}
		}
	}
	return board
}

// Every figure of the dashboard is the total of the list it links to, read with that list's filter
// by the same user: for each level, for the user who sees the translator's orders and the one who
// does not, and on a day with orders received, shipped, held and returned.
func TestFiguresEqualTheirLists(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		today := domain.Today(time.Now())
		newOrder(t, client, "DASH-1", today)
		shipToday(t, env, tulip, completeOrder(t, env, tulip, 0))
		// Shipped half an hour after and before midnight in Amsterdam: today and yesterday there,
		// whatever the day in UTC.
		midnight, _ := time.ParseInLocation(time.DateOnly, today, domain.Local)
		shipAt(t, env, tulip, completeOrder(t, env, tulip, 0), midnight.Add(30*time.Minute))
		shipAt(t, env, tulip, completeOrder(t, env, tulip, 0), midnight.Add(-30*time.Minute))
		bookReturnToday(t, env, tulip)
		// The translator's order is dated today and held, by the employee who sees it: in today's
		// orders received, on hold and the chart for those who see it only.
		var translator int64
		if err := env.App.DB.Read().Get(t.Context(), &translator, `SELECT id FROM sales_orders WHERE client_id = ? AND reference = ?`,
			tulip, demo.TranslatorReference); err != nil {
			t.Fatal(err)
		}
		if _, err := env.App.DB.Write().Exec(t.Context(), `UPDATE sales_orders SET order_date = ? WHERE id = ?`, today, translator); err != nil {
			t.Fatal(err)
		}
		// Another order, made the translator's, is shipped today: its shipment is the translator's too.
		shippedTranslator := completeOrder(t, env, tulip, 0)
		if _, err := env.App.DB.Write().Exec(t.Context(), `UPDATE sales_orders SET source = ? WHERE id = ?`,
			orders.SourceTranslator, shippedTranslator); err != nil {
			t.Fatal(err)
		}
		shipAt(t, env, tulip, shippedTranslator, time.Now())
		employee := env.Portal(t, "employee@kade.example.com", demo.Accounts[0])
		if res := employee.Call(t, "POST", fmt.Sprintf("/sales-orders/%d/hold", translator), nil, nil); res.Status != http.StatusOK {
			t.Fatalf("hold the translator's order: %d %s", res.Status, res.Body)
		}

		boards := map[string]dashboard.Dashboard{}
		for _, email := range []string{"admin@kade.example.com", "employee@kade.example.com", "client@tulip.example.com",
			"supplier@tulip.example.com", "exit@tulip.example.com"} {
			boards[email] = expectListsAgree(t, env.Portal(t, email, demo.Accounts[0]), email)
		}
		expectListsAgree(t, env.Portal(t, "client@polder.example.com", demo.Accounts[1]), "client@polder.example.com")

		// The translator's orders are counted for exit, who sees them, and not for the client.
		c, e := boards["client@tulip.example.com"], boards["exit@tulip.example.com"]
		if e.OrdersPerDay[29].Received != c.OrdersPerDay[29].Received+1 || e.Today.OrdersReceived.Total != c.Today.OrdersReceived.Total+1 ||
			*e.Today.OrdersShipped != *c.Today.OrdersShipped+1 ||
			e.Attention[2].Total != c.Attention[2].Total+1 {
			t.Errorf("the translator's order: client %+v, exit (sees it) %+v", summary(c), summary(e))
		}
		for _, user := range []string{"client@tulip.example.com", "exit@tulip.example.com"} {
			shipped := shippedPerDay(t, env, tulip, user == "exit@tulip.example.com")
			for _, d := range boards[user].OrdersPerDay {
				if d.Shipped != shipped[d.Date] {
					t.Errorf("%s: %s shipped %d, the shipments of that day in Amsterdam %d", user, d.Date, d.Shipped, shipped[d.Date])
				}
			}
		}
		if c.Today.OrdersReceived.Total < 1 || *c.Today.OrdersShipped != 2 || c.OrdersPerDay[28].Shipped != 1 || c.Today.ReturnsBooked.Total != 1 {
			t.Errorf("today: %+v %d %+v", c.Today.OrdersReceived, *c.Today.OrdersShipped, c.Today.ReturnsBooked)
		}
	})
}

// The demo data answers: today in Amsterdam, 30 days and 12 Monday weeks up to today, the demo's
// one order with a data issue, its concept order and its concept delivery to adjust, and the units
// its deliveries received. A Supplier gets what their level reads, products and deliveries, and
// null for the orders' and the returns' figures; another account's user gets a 404.
func TestDemoDashboard(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		b := read(t, client)
		today := domain.Today(time.Now())
		if b.Date != today {
			t.Errorf("date %s, today in Amsterdam %s", b.Date, today)
		}
		date, _ := time.Parse(time.DateOnly, today)
		for i, d := range b.OrdersPerDay {
			if want := date.AddDate(0, 0, i-29).Format(time.DateOnly); d.Date != want {
				t.Errorf("day %d is %s, want %s", i, d.Date, want)
			}
		}
		var units int64
		for i, w := range b.InboundUnitsPerWeek {
			monday, _ := time.Parse(time.DateOnly, w.WeekStart)
			if monday.Weekday() != time.Monday || (i > 0 && w.WeekStart != monday.Format(time.DateOnly)) {
				t.Errorf("week %d starts on %s", i, w.WeekStart)
			}
			if i > 0 {
				if prev, _ := time.Parse(time.DateOnly, b.InboundUnitsPerWeek[i-1].WeekStart); monday.Sub(prev) != 7*24*time.Hour {
					t.Errorf("week %d starts %s after %s", i, w.WeekStart, b.InboundUnitsPerWeek[i-1].WeekStart)
				}
			}
			units += w.Units
		}
		if last := b.InboundUnitsPerWeek[11].WeekStart; last > today || date.Sub(mustDate(t, last)) >= 7*24*time.Hour {
			t.Errorf("the last week starts %s, today is %s", last, today)
		}
		if units == 0 {
			t.Errorf("no units received in 12 weeks: %+v", b.InboundUnitsPerWeek)
		}
		counts := map[string]int64{}
		for _, a := range b.Attention {
			counts[a.Key] = a.Total
		}
		if counts["orders_data_issue"] != 1 || counts["concept_orders"] != 1 || counts["concept_deliveries_to_adjust"] != 1 ||
			counts["concept_products_to_adjust"] == 0 || len(b.Attention) != 7 {
			t.Errorf("attention: %+v", b.Attention)
		}

		supplier := env.Portal(t, "supplier@tulip.example.com", demo.Accounts[0])
		var raw map[string]map[string]any
		res := supplier.Call(t, "GET", "/dashboard", nil, &raw)
		s := read(t, supplier)
		var keys []string
		for _, a := range s.Attention {
			keys = append(keys, a.Key)
		}
		if !slices.Equal(keys, []string{"concept_products_to_adjust", "products_below_minimum", "concept_deliveries_to_adjust"}) {
			t.Errorf("a Supplier's attention: %v", keys)
		}
		today2 := raw["data"]["today"].(map[string]any)
		for _, null := range []any{raw["data"]["orders_per_day"], today2["orders_received"], today2["orders_shipped"], today2["returns_booked"]} {
			if null != nil {
				t.Errorf("a Supplier reads an order or return figure: %s", res.Body)
			}
		}
		if _, ok := raw["data"]["orders_per_day"]; !ok || today2["deliveries_expected"] == nil || raw["data"]["inbound_units_per_week"] == nil {
			t.Errorf("a Supplier's dashboard: %s", res.Body)
		}

		other := env.Portal(t, "client@polder.example.com", demo.Accounts[0])
		if res := other.Call(t, "GET", "/dashboard", nil, nil); res.Status != http.StatusNotFound {
			t.Errorf("another account's dashboard: %d %s", res.Status, res.Body)
		}
	})
}

// A change moves the figure it changes, and only that one: an order held, an order dated today, an
// order shipped today in two parcels (one order shipped), a delivery announced for today and
// received today, a return booked today.
func TestAChangeMovesItsFigure(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		today := domain.Today(time.Now())
		step := func(name string, change func(), moved func(before, after dashboard.Dashboard) bool) {
			t.Helper()
			before := read(t, client)
			change()
			if after := read(t, client); !moved(before, after) {
				t.Errorf("%s: before %+v, after %+v", name, summary(before), summary(after))
			}
		}
		attention := func(b dashboard.Dashboard, key string) int64 {
			for _, a := range b.Attention {
				if a.Key == key {
					return a.Total
				}
			}
			return -1
		}
		step("hold", func() {
			if res := client.Call(t, "POST", fmt.Sprintf("/sales-orders/%d/hold", completeOrder(t, env, tulip, 0)), nil, nil); res.Status != 200 {
				t.Fatalf("hold: %d %s", res.Status, res.Body)
			}
		}, func(b, a dashboard.Dashboard) bool {
			return attention(a, "orders_on_hold") == attention(b, "orders_on_hold")+1 &&
				attention(a, "orders_data_issue") == attention(b, "orders_data_issue")
		})
		step("an order of today", func() { newOrder(t, client, "DASH-2", today) }, func(b, a dashboard.Dashboard) bool {
			return a.Today.OrdersReceived.Total == b.Today.OrdersReceived.Total+1 &&
				a.OrdersPerDay[29].Received == b.OrdersPerDay[29].Received+1 && *a.Today.OrdersShipped == *b.Today.OrdersShipped
		})
		step("shipped in two parcels", func() { shipToday(t, env, tulip, completeOrder(t, env, tulip, 2)) },
			func(b, a dashboard.Dashboard) bool {
				return *a.Today.OrdersShipped == *b.Today.OrdersShipped+1 && a.OrdersPerDay[29].Shipped == *a.Today.OrdersShipped &&
					a.Today.OrdersReceived.Total == b.Today.OrdersReceived.Total
			})
		var delivery apptest.Answer[deliveries.Delivery]
		step("a delivery of today", func() {
			f := deliveries.Fields{Reference: "DASH-D", PlannedDate: today, UnitLoad: deliveries.UnitLoadColli,
				Lines: []deliveries.Line{{ArticleNumber: article(t, env, tulip), Quantity: 7}}}
			if res := client.Call(t, "POST", "/deliveries", f, &delivery); res.Status != 201 {
				t.Fatalf("announce: %d %s", res.Status, res.Body)
			}
		}, func(b, a dashboard.Dashboard) bool {
			return *a.Today.DeliveriesExpected == *b.Today.DeliveriesExpected+1
		})
		step("received", func() {
			if _, err := deliveries.NewDeliveries(env.App.DB).RecordReceipt(t.Context(), tulip, delivery.Data.ID, deliveries.Receipt{
				Number: "DASH-R", Date: today, At: time.Now(), Final: true, Rows: []deliveries.ReceiptLine{
					{ArticleNumber: delivery.Data.Fields.Lines[0].ArticleNumber, StockStatus: "sellable", LotNumber: "DASH", Quantity: 7}}}); err != nil {
				t.Fatal(err)
			}
		}, func(b, a dashboard.Dashboard) bool {
			return *a.Today.DeliveriesExpected == *b.Today.DeliveriesExpected-1 &&
				a.InboundUnitsPerWeek[11].Units == b.InboundUnitsPerWeek[11].Units+7 &&
				a.InboundUnitsPerWeek[10].Units == b.InboundUnitsPerWeek[10].Units
		})
		step("a return", func() { bookReturnToday(t, env, tulip) }, func(b, a dashboard.Dashboard) bool {
			return a.Today.ReturnsBooked.Total == b.Today.ReturnsBooked.Total+1
		})
	})
}

// summary is what a failed step shows of a dashboard.
func summary(b dashboard.Dashboard) string {
	s := fmt.Sprintf("attention %v today", b.Attention)
	if b.Today.OrdersReceived != nil {
		s += fmt.Sprintf(" received %d shipped %d", b.Today.OrdersReceived.Total, *b.Today.OrdersShipped)
	}
	if b.Today.DeliveriesExpected != nil {
		s += fmt.Sprintf(" expected %d", *b.Today.DeliveriesExpected)
	}
	if b.Today.ReturnsBooked != nil {
		s += fmt.Sprintf(" returns %d", b.Today.ReturnsBooked.Total)
	}
	if len(b.InboundUnitsPerWeek) > 0 {
		s += fmt.Sprintf(" this week's units %d", b.InboundUnitsPerWeek[len(b.InboundUnitsPerWeek)-1].Units)
	}
	return s
}

func mustDate(t *testing.T, date string) time.Time {
	t.Helper()
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// article is an active article of the account.
func article(t *testing.T, env *apptest.Env, account int64) string {
	t.Helper()
	var a string
	if err := env.App.DB.Read().Get(t.Context(), &a, `SELECT article_number FROM products WHERE client_id = ? AND is_active = ?
		ORDER BY id LIMIT 1`, account, true); err != nil {
		t.Fatal(err)
	}
	return a
}

// newOrder sends an order of one line dated date as p's user.
func newOrder(t *testing.T, p apptest.Portal, number, date string) {
	t.Helper()
	price := int64(1000)
	f := orders.Fields{OrderNumber: number, OrderDate: date, PaymentMethod: "Invoice",
		DeliveryAddress: addresses.Address{CompanyName: "Tulip Webshop B.V.", FirstName: "Daan", LastName: "de Vries",
			Country: "NL", PostalCode: "1234 AB", HouseNumber: "12", Street: "Keizersgracht", City: "Amsterdam"},
		UseDeliveryAsInvoiceAddress: true,
		Lines: []orders.Line{{ArticleNumber: article(t, p.Env, p.Account), Quantity: 1, Unit: "Piece", PriceExclVAT: &price,
			VATPercentage: 2100}}}
	if res := p.Call(t, "POST", "/sales-orders", f, nil); res.Status != http.StatusCreated {
		t.Fatalf("order %s: %d %s", number, res.Status, res.Body)
	}
}

// completeOrder is the account's n-th order (from 0) ready for the warehouse that has two lines or more.
func completeOrder(t *testing.T, env *apptest.Env, account int64, n int) int64 {
	t.Helper()
	var id int64
	if err := env.App.DB.Read().Get(t.Context(), &id, `SELECT o.id FROM sales_orders o WHERE o.client_id = ? AND o.status = ?
		AND (SELECT count(*) FROM sales_order_lines l WHERE l.sales_order_id = o.id) >= 2 ORDER BY o.id LIMIT 1 OFFSET ?`,
		account, orders.StatusComplete, n); err != nil {
		t.Fatal(err)
	}
	return id
}

// shippedPerDay counts from the account's shipments themselves the distinct orders shipped on each
// day in Amsterdam, those of the translator only when translator.
func shippedPerDay(t *testing.T, env *apptest.Env, account int64, translator bool) map[string]int64 {
	t.Helper()
	var shipments []struct {
		Order     int64     `db:"sales_order_id"`
		ShippedAt time.Time `db:"shipped_at"`
		Source    string    `db:"source"`
	}
	if err := env.App.DB.Read().Select(t.Context(), &shipments, `SELECT s.sales_order_id, s.shipped_at, o.source
		FROM sales_order_shipments s JOIN sales_orders o ON o.id = s.sales_order_id WHERE s.client_id = ?`, account); err != nil {
		t.Fatal(err)
	}
	seen, per := map[string]bool{}, map[string]int64{}
	for _, s := range shipments {
		day := domain.Today(s.ShippedAt)
		if key := fmt.Sprint(day, s.Order); !seen[key] && (translator || s.Source != orders.SourceTranslator) {
			seen[key] = true
			per[day]++
		}
	}
	return per
}

// shipToday has the warehouse take the account's order id and ship it now, in two shipments: its
// first line, then the others, each from the sellable lot of its product that expires first.
func shipToday(t *testing.T, env *apptest.Env, account, id int64) {
	t.Helper()
	shipIn(t, env, account, id, time.Now(), 2)
}

// shipAt has the warehouse take the account's order id and ship it whole at.
func shipAt(t *testing.T, env *apptest.Env, account, id int64, at time.Time) {
	t.Helper()
	shipIn(t, env, account, id, at, 1)
}

// shipIn ships the account's order id at in parts shipments (1 or 2).
func shipIn(t *testing.T, env *apptest.Env, account, id int64, at time.Time, parts int) {
	t.Helper()
	service := orders.NewOrders(env.App.DB)
	order, err := db.TxValue(t.Context(), env.App.DB, func(q db.Q) (orders.Order, error) { return service.AssignIn(t.Context(), q, account, id) })
	if err != nil {
		t.Fatal(err)
	}
	lines := func(from, to int) []orders.ShipmentLine {
		var shipped []orders.ShipmentLine
		for _, l := range order.Lines[from:to] {
			var lot struct {
				LotNumber  string `db:"lot_number"`
				BestBefore string `db:"best_before"`
			}
			if err := env.App.DB.Read().Get(t.Context(), &lot, `SELECT lot_number, best_before FROM stock_balances WHERE product_id = ?
				AND batch_status = 'sellable' AND quantity >= ? ORDER BY best_before, lot_number LIMIT 1`, *l.ProductID, l.Quantity); err != nil {
				t.Fatalf("a lot of %s: %v", l.ArticleNumber, err)
			}
			shipped = append(shipped, orders.ShipmentLine{ArticleNumber: l.ArticleNumber, BatchNumber: lot.LotNumber,
				BestBeforeDate: lot.BestBefore, Quantity: l.Quantity})
		}
		return shipped
	}
	shipments := [][]orders.ShipmentLine{lines(0, len(order.Lines))}
	if parts == 2 {
		shipments = [][]orders.ShipmentLine{lines(0, 1), lines(1, len(order.Lines))}
	}
	for i, part := range shipments {
		sh := orders.Shipment{ShippedAt: &at, Lines: part, Packages: []orders.Package{{Carrier: "PostNL",
			TrackingCode: fmt.Sprintf("3SDASH%d%d", id, i)}}}
		if _, err := db.TxValue(t.Context(), env.App.DB, func(q db.Q) (orders.Order, error) {
			return service.ShipIn(t.Context(), q, account, id, sh)
		}); err != nil {
			t.Fatalf("ship part %d of order %d: %v", i, id, err)
		}
	}
}

// bookReturnToday books a parcel that came back today without an order.
func bookReturnToday(t *testing.T, env *apptest.Env, account int64) {
	t.Helper()
	if _, err := returns.NewReturns(env.App.DB).Record(t.Context(), account, returns.Return{Date: domain.Today(time.Now()),
		At: time.Now(), Lines: []returns.Line{{ArticleNumber: article(t, env, account), Quantity: 1, StockStatus: "blocked",
			Reason: "Returned without order details"}}}); err != nil {
		t.Fatal(err)
	}
}
