package bench

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"sync/atomic"

	"kade/internal/addresses"
	"kade/internal/apikeys"
	"kade/internal/app"
	"kade/internal/demo"
	"kade/internal/orders"
)

// OrdersAPICreateTarget is the target for orders a webshop creates per second.
const OrdersAPICreateTarget = 500

// webshopClients is how many webshops post orders at once.
const webshopClients = 8

// ordersAPICreate measures POST .../sales-orders as webshops call it: concurrent clients with the
// account's API key, each order valid and sent with an Idempotency-Key of its own, so every request
// creates a Complete order and its stored answer. The lines take the account's active products in
// turn, as a shop's orders spread over its catalogue.
func ordersAPICreate(ctx context.Context, a *app.App, base string, o Options, out io.Writer, suffix string) error {
	var clientID int64
	if err := a.DB.Read().Get(ctx, &clientID, `SELECT id FROM clients WHERE name = ?`, demo.Accounts[0]); err != nil {
		return err
	}
	var articles []string
	if err := a.DB.Read().Select(ctx, &articles, `SELECT article_number FROM products WHERE client_id = ? AND is_active = ?
		ORDER BY id LIMIT 20`, clientID, true); err != nil || len(articles) == 0 {
		return fmt.Errorf("the account's active products: %d, %v", len(articles), err)
	}
	key, err := apikeys.New(a.DB).Create(ctx, clientID, 0, apikeys.Fields{Name: "Bench webshop"})
	if err != nil {
		return err
	}
	path := "/api/clients/" + strconv.FormatInt(clientID, 10) + "/sales-orders"
	var sent atomic.Int64
	next := func() (*request, error) {
		n := sent.Add(1)
		r := jsonRequest("POST", path, key.Secret, benchOrder(n, articles[int(n)%len(articles)]))
		r.header = map[string]string{"Idempotency-Key": "bench-order-" + strconv.FormatInt(n, 10)}
		return r, nil
	}
	webshops := newLoad(base, webshopClients)
	rates, err := measureRuns(func() (float64, error) { return webshops.run(ctx, o.Duration, next) })
	if err != nil {
		return fmt.Errorf("orders by API: %w", err)
	}
	rate := rates.median()
	fmt.Fprintf(out, "BENCH orders_api_create_per_s%s %.0f orders/s ratio=%.2f vs target_%d engine=%s concurrency=%d%s\n",
		suffix, rate, rate/OrdersAPICreateTarget, OrdersAPICreateTarget, a.DB.Dialect, webshopClients, rates.spread(0))
	return nil
}

// benchOrder is the nth order a webshop sends: one line of article, a consumer's address.
func benchOrder(n int64, article string) orders.Fields {
	price := int64(1995)
	return orders.Fields{OrderNumber: "BENCH-API-" + strconv.FormatInt(n, 10), OrderDate: "2026-03-02", PaymentMethod: "IDeal",
		Reference: "Webshop order " + strconv.FormatInt(n, 10), UseDeliveryAsInvoiceAddress: true,
		DeliveryAddress: addresses.Address{FirstName: "Daan", LastName: "de Vries", Country: "NL", PostalCode: "1234 AB",
			HouseNumber: "12", Street: "Keizersgracht", City: "Amsterdam", Email: "daan@example.com"},
		Lines: []orders.Line{{ArticleNumber: article, Quantity: 1 + n%3, PriceInclVAT: &price, VATPercentage: 2100}}}
}
