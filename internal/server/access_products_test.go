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

func init() {
	// The bulk routes name their concept in the body, which prepare creates just before the call.
	var bulkConcept int64
	prepareBulk := func(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
		bulkConcept = newAccessConcept(t, env, accountID)
		return nil
	}
	for key, exp := range map[string]expectation{
		"GET /api/clients/{clientId}/products": {success: 200},
		"GET /api/clients/{clientId}/products/{productId}": {success: 200,
			prepare: func(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
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
			}},
		"GET /api/clients/{clientId}/concept-products": {success: 200},
		"POST /api/clients/{clientId}/concept-products": {success: 201,
			body: func(caller, string, int64) any { return accessFields() }},
		"GET /api/clients/{clientId}/concept-products/{conceptProductId}": {success: 200, prepare: conceptPath},
		"PUT /api/clients/{clientId}/concept-products/{conceptProductId}": {success: 200, prepare: conceptPath,
			body: func(caller, string, int64) any { return accessFields() }},
		"DELETE /api/clients/{clientId}/concept-products/{conceptProductId}": {success: 204, prepare: conceptPath},
		"POST /api/clients/{clientId}/concept-products/send": {success: 200, prepare: prepareBulk,
			body: func(caller, string, int64) any { return map[string]any{"ids": []int64{bulkConcept}} }},
		"POST /api/clients/{clientId}/concept-products/delete": {success: 200, prepare: prepareBulk,
			body: func(caller, string, int64) any { return map[string]any{"ids": []int64{bulkConcept}} }},
		"POST /api/clients/{clientId}/concept-products/bulk": {success: 200, prepare: prepareBulk,
			body: func(caller, string, int64) any {
				return map[string]any{"ids": []int64{bulkConcept}, "changes": map[string]any{"description": "Bulk edited"}}
			}},
	} {
		expectations[key] = exp
	}
}
