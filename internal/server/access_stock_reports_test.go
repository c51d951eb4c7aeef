package server_test

// Stock reports (docs/permissions.md, 'stock reports, returns'): read by Administrator, Provider,
// Default and Exit, not by a Supplier nor a webshop's or the warehouse's key; their exports are of
// 'all' (not a Supplier's).
func init() {
	read := statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/stock/flow": {want: read},
		"POST /api/clients/{clientId}/exports/stock-flow": {browserForm: true,
			body: formBody("format=csv&date_from=2026-03-01&date_to=2026-03-31&type=receipt"),
			want: read},
		"GET /api/clients/{clientId}/stock": {want: read},
		"POST /api/clients/{clientId}/exports/stock": {browserForm: true,
			body: formBody("format=csv&q=a&status=active"),
			want: read},
		"GET /api/clients/{clientId}/products/{productId}/stock-months": {prepare: productPath, want: read},
		"GET /api/clients/{clientId}/stock/month":                       {want: read},
		"POST /api/clients/{clientId}/exports/stock-month": {browserForm: true,
			body: formBody("format=csv&year=2026&month=3"),
			want: read},
		"GET /api/clients/{clientId}/stock/batches": {want: read},
		"POST /api/clients/{clientId}/exports/stock-batches": {browserForm: true,
			body: formBody("format=csv&status=sellable&expires_within=30"),
			want: read},
	})
}
