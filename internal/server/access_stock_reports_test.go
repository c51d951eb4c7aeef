package server_test

// Stock reports (docs/permissions.md, 'stock reports, returns'): read by Administrator, Provider,
// Default and Exit, not by a Supplier nor a webshop's or the warehouse's key; their exports are of
// 'all' (not a Supplier's).
func init() {
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/stock/month": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
		"POST /api/clients/{clientId}/exports/stock-month": {browserForm: true,
			body: func(caller, string, int64) any {
				return rawBody{contentType: "application/x-www-form-urlencoded", body: []byte("format=csv&year=2026&month=3")}
			},
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
	})
}
