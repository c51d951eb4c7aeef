package server_test

// Returns (docs/permissions.md, 'stock reports, returns'): the return overview is read by
// Administrator, Provider, Default and Exit, not by a Supplier nor a webshop's key; its export is
// one of 'all' (not a Supplier's); the warehouse's key alone posts returns, of any account it reaches.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/returns": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
		"POST /api/clients/{clientId}/exports/returns": {browserForm: true,
			body: formBody("format=csv&date_from=2026-01-01&q=size"),
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
		"POST /api/warehouse/returns": {prepare: prepareOrder, idempotent: true,
			body: func(_ caller, _ string, accountID int64) any {
				return map[string]any{"client_id": accountID, "return_date": "2026-03-04", "lines": []map[string]any{
					{"article_number": accessArticle, "quantity": 1, "stock_status": "damaged", "reason": "Damaged in transit"}}}
			},
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 201}},
	})
}
