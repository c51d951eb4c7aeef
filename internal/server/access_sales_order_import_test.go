package server_test

// The sales order import takes a multipart upload (writing orders), as a webshop's key may too; its
// template is a browser form, posted with the session cookie and the portal's Origin.
func init() {
	upload := uploadOf("orders.csv", "order_number,article_number,quantity\r\nACCESS-1,ACCESS-ART,1\r\n")
	addExpectations(map[string]expectation{
		"POST /api/clients/{clientId}/concept-sales-orders/import": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403},
			body: func(caller, string, int64) any { return upload }},
		"POST /api/clients/{clientId}/concept-sales-orders/import/template": {browserForm: true,
			body: formBody("format=csv"),
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403}},
	})
}
