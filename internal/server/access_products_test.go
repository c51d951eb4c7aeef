package server_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/products"
)

// accessArticles numbers the products and concepts the access test creates, so none collide.
var accessArticles int

func accessFields() products.Fields {
	accessArticles++
	f := products.NewFields()
	f.ArticleNumber, f.Name, f.ProductType, f.Unit = fmt.Sprintf("ACCESS-%d", accessArticles), "Access test", "Forward", "Piece"
	return f
}

// newAccessConcept creates a Ready concept product in the account and returns its id.
func newAccessConcept(t *testing.T, env *apptest.Env, accountID int64) int64 {
	t.Helper()
	c, err := products.NewConcepts(env.App.DB).Create(context.Background(), accountID, 0, products.SourceManual, accessFields())
	if err != nil {
		t.Fatal(err)
	}
	return c.ID
}

func conceptPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	return map[string]string{"conceptProductId": strconv.FormatInt(newAccessConcept(t, env, accountID), 10)}
}

func productPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	ctx := context.Background()
	var id int64
	err := env.App.DB.Tx(ctx, func(q db.Q) error {
		var err error
		id, err = products.CreateProduct(ctx, q, accountID, products.SourceAPI, accessFields())
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"productId": strconv.FormatInt(id, 10)}
}

// Products (docs/permissions.md): full for Administrator, Provider and Default; read for Supplier and Exit.
func init() {
	// The bulk routes name their concept in the body, which prepare creates just before the call.
	var bulkConcept int64
	prepareBulk := func(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
		bulkConcept = newAccessConcept(t, env, accountID)
		return nil
	}
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/products": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}},
		"GET /api/clients/{clientId}/products/{productId}": {prepare: productPath,
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}},
		"GET /api/clients/{clientId}/concept-products": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}},
		"POST /api/clients/{clientId}/concept-products": {
			want: statuses{"guest": 401, "administrator": 201, "provider": 201, "default": 201, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 201, "warehouse": 403},
			body: func(caller, string, int64) any { return accessFields() }},
		"GET /api/clients/{clientId}/concept-products/{conceptProductId}": {prepare: conceptPath,
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}},
		"PUT /api/clients/{clientId}/concept-products/{conceptProductId}": {prepare: conceptPath,
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403},
			body: func(caller, string, int64) any { return accessFields() }},
		"DELETE /api/clients/{clientId}/concept-products/{conceptProductId}": {prepare: conceptPath,
			want: statuses{"guest": 401, "administrator": 204, "provider": 204, "default": 204, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 204, "warehouse": 403}},
		"POST /api/clients/{clientId}/concept-products/send": {prepare: prepareBulk,
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403},
			body: func(caller, string, int64) any { return map[string]any{"ids": []int64{bulkConcept}} }},
		"POST /api/clients/{clientId}/concept-products/delete": {prepare: prepareBulk,
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403},
			body: func(caller, string, int64) any { return map[string]any{"ids": []int64{bulkConcept}} }},
		"POST /api/clients/{clientId}/concept-products/bulk": {prepare: prepareBulk,
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403},
			body: func(caller, string, int64) any {
				return map[string]any{"ids": []int64{bulkConcept}, "changes": map[string]any{"description": "Bulk edited"}}
			}},
	})
}
