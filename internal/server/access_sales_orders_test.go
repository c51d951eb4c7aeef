package server_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"kade/internal/addresses"
	"kade/internal/apptest"
	"kade/internal/domain"
	"kade/internal/orders"
)

// accessOrders numbers the orders and concepts the access test creates, so no number is taken twice.
var accessOrders int

// accessArticle is an active product of the first demo account, read by prepareOrder.
var accessArticle string

// accessOrder is a complete order of the first demo account with a number of its own.
func accessOrder() orders.Fields {
	accessOrders++
	return orders.Fields{OrderNumber: fmt.Sprintf("ACCESS-%d", accessOrders), OrderDate: "2026-03-02", PaymentMethod: "Invoice",
		UseDeliveryAsInvoiceAddress: true, DeliveryAddress: addresses.Address{CompanyName: "Access test", Country: "NL",
			PostalCode: "1234 AB", HouseNumber: "1", Street: "Dam", City: "Amsterdam"},
		Lines: []orders.Line{{ArticleNumber: accessArticle, Quantity: 1}}}
}

// prepareOrder reads an article the account can order.
func prepareOrder(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	t.Helper()
	if err := env.App.DB.Read().Get(context.Background(), &accessArticle, `SELECT article_number FROM products
		WHERE client_id = ? AND is_active = ? ORDER BY id LIMIT 1`, accountID, true); err != nil {
		t.Fatal(err)
	}
	return nil
}

// editedOrder is the fields of the order orderPath made last, as an edit sends them back.
var editedOrder orders.Fields

// orderPath sends an order in the account, moved by the transitions given.
func orderPath(transitions ...orders.Transition) func(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	return func(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
		t.Helper()
		prepareOrder(t, env, accountID)
		ctx := context.Background()
		s := orders.NewOrders(env.App.DB)
		editedOrder = accessOrder()
		o, err := s.Create(ctx, accountID, orders.Sender{}, editedOrder, domain.Unreadable{})
		for _, tr := range transitions {
			if err == nil {
				_, err = s.Transition(ctx, accountID, o.ID, false, tr)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		return map[string]string{"salesOrderId": strconv.FormatInt(o.ID, 10)}
	}
}

// newAccessConceptOrder creates a Ready concept sales order in the account and returns its id.
func newAccessConceptOrder(t *testing.T, env *apptest.Env, accountID int64) int64 {
	t.Helper()
	prepareOrder(t, env, accountID)
	c, err := orders.NewConcepts(env.App.DB).Create(context.Background(), accountID, 0, orders.SourceManual, accessOrder())
	if err != nil {
		t.Fatal(err)
	}
	return c.ID
}

func conceptOrderPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	return map[string]string{"conceptSalesOrderId": strconv.FormatInt(newAccessConceptOrder(t, env, accountID), 10)}
}

// Sales orders (docs/permissions.md, 'orders, address book'): full for Administrator, Provider and Default;
// none for Supplier; read for Exit.
func init() {
	var bulkConcept int64
	prepareBulk := func(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
		bulkConcept = newAccessConceptOrder(t, env, accountID)
		return nil
	}
	read := statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}
	write := statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403}
	created := statuses{"guest": 401, "administrator": 201, "provider": 201, "default": 201, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 201, "warehouse": 403}
	deleted := statuses{"guest": 401, "administrator": 204, "provider": 204, "default": 204, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 204, "warehouse": 403}
	ids := func(caller, string, int64) any { return map[string]any{"ids": []int64{bulkConcept}} }
	addExpectations(map[string]expectation{
		"POST /api/clients/{clientId}/sales-orders": {prepare: prepareOrder, want: created,
			body: func(caller, string, int64) any { return accessOrder() }},
		"GET /api/clients/{clientId}/sales-orders/next-number":            {want: write},
		"GET /api/clients/{clientId}/sales-orders/{salesOrderId}":         {prepare: orderPath(), want: read},
		"GET /api/clients/{clientId}/sales-orders/{salesOrderId}/history": {prepare: orderPath(), want: read},
		"PUT /api/clients/{clientId}/sales-orders/{salesOrderId}": {prepare: orderPath(), want: write,
			body: func(caller, string, int64) any { return editedOrder }},
		"POST /api/clients/{clientId}/sales-orders/{salesOrderId}/hold":    {prepare: orderPath(), want: write},
		"POST /api/clients/{clientId}/sales-orders/{salesOrderId}/release": {prepare: orderPath(orders.Hold), want: write},
		"POST /api/clients/{clientId}/sales-orders/{salesOrderId}/cancel":  {prepare: orderPath(), want: write},

		"GET /api/clients/{clientId}/concept-sales-orders": {want: read},
		"POST /api/clients/{clientId}/concept-sales-orders": {prepare: prepareOrder, want: created,
			body: func(caller, string, int64) any { return accessOrder() }},
		"GET /api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}": {prepare: conceptOrderPath, want: read},
		"PUT /api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}": {prepare: conceptOrderPath, want: write,
			body: func(caller, string, int64) any { return accessOrder() }},
		"DELETE /api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}": {prepare: conceptOrderPath, want: deleted},
		"POST /api/clients/{clientId}/concept-sales-orders/send":                    {prepare: prepareBulk, want: write, body: ids},
		"POST /api/clients/{clientId}/concept-sales-orders/delete":                  {prepare: prepareBulk, want: write, body: ids},
		"POST /api/clients/{clientId}/concept-sales-orders/bulk": {prepare: prepareBulk, want: write,
			body: func(caller, string, int64) any {
				return map[string]any{"ids": []int64{bulkConcept}, "changes": map[string]any{"reference": "Bulk edited"}}
			}},
	})
}
