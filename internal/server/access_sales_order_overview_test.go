package server_test

// The order overview (docs/permissions.md, 'orders, address book'): read for Administrator, Provider,
// Default and Exit; none for Supplier. Its exports ('exports': all for every level but Supplier,
// who exports deliveries and products only) are browser forms.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/sales-orders": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}},
		"POST /api/clients/{clientId}/exports/orders": {browserForm: true, body: formBody("format=csv&status=Complete"),
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
		"POST /api/clients/{clientId}/exports/orderlines": {browserForm: true, body: formBody("format=xlsx&q=jansen"),
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
	})
}
