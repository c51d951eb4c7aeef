package server_test

// The product file routes: the import takes a multipart upload (writing products); the template and
// the export are browser forms, posted with the session cookie and the portal's Origin. Exports
// (docs/permissions.md): every level may export products, Supplier included.
func init() {
	upload := uploadOf("products.csv", "article_number,name,product_type,unit\r\nACCESS-1,Access test,Forward,Piece\r\n")
	addExpectations(map[string]expectation{
		"POST /api/clients/{clientId}/concept-products/import": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403},
			body: func(caller, string, int64) any { return upload }},
		"POST /api/clients/{clientId}/concept-products/import/template": {browserForm: true, body: formBody("format=xlsx"),
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403}},
		"POST /api/clients/{clientId}/exports/products": {browserForm: true, body: formBody("format=csv&status=active"),
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
	})
}

// uploadOf is a multipart body with content as the part `file` named name, as an import is sent.
func uploadOf(name, content string) rawBody {
	return rawBody{contentType: "multipart/form-data; boundary=kade-file",
		body: []byte("--kade-file\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + name + "\"\r\n" +
			"Content-Type: text/csv\r\n\r\n" + content + "\r\n--kade-file--\r\n")}
}
