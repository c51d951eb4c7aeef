package server_test

// Stock reports (docs/permissions.md, 'stock reports, returns'): read by Administrator, Provider,
// Default and Exit, not by a Supplier nor a webshop's or the warehouse's key.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/stock/month": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
	})
}
