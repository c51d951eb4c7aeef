package server_test

// The product file routes: the import takes a multipart upload, the template and the export are
// browser forms (sent here with the bearer header, which those routes also accept). A guest's form
// post carries neither a cookie from this portal nor its Origin, so it is refused as from elsewhere.
func init() {
	form := func(body string) func(caller, string, int64) any {
		return func(caller, string, int64) any {
			return rawBody{contentType: "application/x-www-form-urlencoded", body: []byte(body)}
		}
	}
	upload := rawBody{contentType: "multipart/form-data; boundary=product-file",
		body: []byte("--product-file\r\nContent-Disposition: form-data; name=\"file\"; filename=\"products.csv\"\r\n" +
			"Content-Type: text/csv\r\n\r\narticle_number,name,product_type,unit\r\nACCESS-1,Access test,Forward,Piece\r\n" +
			"\r\n--product-file--\r\n")}
	expectations["POST /api/clients/{clientId}/concept-products/import"] = expectation{success: 200,
		body: func(caller, string, int64) any { return upload }}
	expectations["POST /api/clients/{clientId}/concept-products/import/template"] = expectation{success: 200, guest: 403,
		body: form("format=xlsx")}
	expectations["POST /api/clients/{clientId}/exports/products"] = expectation{success: 200, guest: 403,
		body: form("format=csv&status=active")}
}
