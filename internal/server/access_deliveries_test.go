package server_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"kade/internal/apptest"
	"kade/internal/deliveries"
)

// accessDeliveries numbers the deliveries and concepts the access test creates.
var accessDeliveries int

// accessDelivery is a valid delivery of the first demo account with a reference of its own.
func accessDelivery() deliveries.Fields {
	accessDeliveries++
	return deliveries.Fields{Reference: fmt.Sprintf("ACCESS-IN-%d", accessDeliveries), PlannedDate: "2026-03-02",
		UnitLoad: deliveries.UnitLoadColli, Lines: []deliveries.Line{{ArticleNumber: accessArticle, Quantity: 5}}}
}

// deliveryPath announces a delivery in the account.
func deliveryPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	t.Helper()
	prepareOrder(t, env, accountID)
	d, err := deliveries.NewDeliveries(env.App.DB).Send(context.Background(), accountID, nil, deliveries.SourceManual, accessDelivery())
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"deliveryId": strconv.FormatInt(d.ID, 10)}
}

// newAccessConceptDelivery creates a Ready concept delivery in the account and returns its id.
func newAccessConceptDelivery(t *testing.T, env *apptest.Env, accountID int64) int64 {
	t.Helper()
	prepareOrder(t, env, accountID)
	c, err := deliveries.NewConcepts(env.App.DB).Create(context.Background(), accountID, 0, deliveries.SourceManual, accessDelivery())
	if err != nil {
		t.Fatal(err)
	}
	return c.ID
}

// deliveryUpload is a file of one concept delivery, posted as a browser's upload.
var deliveryUpload = rawBody{contentType: "multipart/form-data; boundary=delivery-file",
	body: []byte("--delivery-file\r\nContent-Disposition: form-data; name=\"file\"; filename=\"deliveries.csv\"\r\n" +
		"Content-Type: text/csv\r\n\r\nreference,article_number,quantity\r\nACCESS-IN-FILE,ACCESS-ART,1\r\n" +
		"\r\n--delivery-file--\r\n")}

// Deliveries and the inbound overview (docs/permissions.md, 'deliveries, inbound overview'): full for
// Administrator, Provider, Default and Supplier; read for Exit; a webshop's key reads and writes
// them. Their export (inbound-shipments) is one a Supplier may take too, a key none.
func init() {
	var bulkConcept int64
	prepareBulk := func(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
		bulkConcept = newAccessConceptDelivery(t, env, accountID)
		return nil
	}
	conceptPath := func(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
		return map[string]string{"conceptDeliveryId": strconv.FormatInt(newAccessConceptDelivery(t, env, accountID), 10)}
	}
	read := statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}
	write := statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403}
	created := statuses{"guest": 401, "administrator": 201, "provider": 201, "default": 201, "supplier": 201, "exit": 403, "other-account": 404, "webshop": 201, "warehouse": 403}
	deleted := statuses{"guest": 401, "administrator": 204, "provider": 204, "default": 204, "supplier": 204, "exit": 403, "other-account": 404, "webshop": 204, "warehouse": 403}
	ids := func(caller, string, int64) any { return map[string]any{"ids": []int64{bulkConcept}} }
	fields := func(caller, string, int64) any { return accessDelivery() }
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/deliveries":                      {want: read},
		"POST /api/clients/{clientId}/deliveries":                     {prepare: prepareOrder, want: created, body: fields},
		"GET /api/clients/{clientId}/deliveries/{deliveryId}":         {prepare: deliveryPath, want: read},
		"GET /api/clients/{clientId}/deliveries/{deliveryId}/history": {prepare: deliveryPath, want: read},
		"PUT /api/clients/{clientId}/deliveries/{deliveryId}":         {prepare: deliveryPath, want: write, body: fields},
		"POST /api/clients/{clientId}/deliveries/{deliveryId}/cancel": {prepare: deliveryPath, want: write},

		"GET /api/clients/{clientId}/concept-deliveries":                        {want: read},
		"POST /api/clients/{clientId}/concept-deliveries":                       {prepare: prepareOrder, want: created, body: fields},
		"GET /api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}":    {prepare: conceptPath, want: read},
		"PUT /api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}":    {prepare: conceptPath, want: write, body: fields},
		"DELETE /api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}": {prepare: conceptPath, want: deleted},
		"POST /api/clients/{clientId}/concept-deliveries/send":                  {prepare: prepareBulk, want: write, body: ids},
		"POST /api/clients/{clientId}/concept-deliveries/delete":                {prepare: prepareBulk, want: write, body: ids},
		"POST /api/clients/{clientId}/concept-deliveries/bulk": {prepare: prepareBulk, want: write,
			body: func(caller, string, int64) any {
				return map[string]any{"ids": []int64{bulkConcept}, "changes": map[string]any{"planned_date": "2026-04-01"}}
			}},
		// The import takes a multipart upload; its template is a browser form.
		"POST /api/clients/{clientId}/concept-deliveries/import": {want: write,
			body: func(caller, string, int64) any { return deliveryUpload }},
		"POST /api/clients/{clientId}/concept-deliveries/import/template": {browserForm: true, want: write,
			body: formBody("format=csv")},

		"GET /api/clients/{clientId}/receipts": {want: read},
		"POST /api/clients/{clientId}/exports/inbound-shipments": {browserForm: true,
			body: formBody("format=csv&date_from=2026-01-01"),
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
	})
}
