package deliveries_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"testing"

	"kade/internal/apikeys"
	"kade/internal/apptest"
	"kade/internal/demo"
)

// postWithKey sends body to POST path of the account with the Idempotency-Key header set to key.
func postWithKey(t *testing.T, env *apptest.Env, token string, account int64, path, key string, body any) apptest.Response {
	t.Helper()
	data, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest("POST", fmt.Sprintf("%s/api/clients/%d%s", env.URL, account, path), bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", key)
	return env.Send(t, req)
}

// A webshop that retries a delivery with its Idempotency-Key announces it once: the retry gets the
// first answer again and the inbound stock counts the delivery once. An empty key is a 422 that
// stores nothing; concept deliveries take a key the same way.
func TestWebshopDeliveryCreatesAreIdempotent(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		account := env.Accounts[demo.Accounts[0]]
		article := demoArticles(t, env, account)[0]
		key, err := apikeys.New(env.App.DB).Create(context.Background(), account, 0, apikeys.Fields{Name: "Webshop"})
		if err != nil {
			t.Fatal(err)
		}
		inbound := func() int64 {
			var n int64
			if err := env.App.DB.Read().Get(context.Background(), &n, `SELECT inbound_stock FROM products
					WHERE client_id = ? AND article_number = ?`, account, article); err != nil {
				t.Fatal(err)
			}
			return n
		}
		count := func(table, reference string) int {
			var n int
			if err := env.App.DB.Read().Get(context.Background(), &n, `SELECT count(*) FROM `+table+`
					WHERE client_id = ? AND reference = ?`, account, reference); err != nil {
				t.Fatal(err)
			}
			return n
		}
		before := inbound()
		delivery := map[string]any{"reference": "PO-RETRY", "planned_date": "2026-03-09", "unit_load": "Colli",
			"lines": []map[string]any{{"article_number": article, "quantity": 7}}}

		first := postWithKey(t, env, key.Secret, account, "/deliveries", "delivery-1", delivery)
		retry := postWithKey(t, env, key.Secret, account, "/deliveries", "delivery-1", delivery)
		if first.Status != http.StatusCreated || retry.Status != http.StatusCreated || !bytes.Equal(retry.Body, first.Body) ||
			retry.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("first %d %s, retry %d %s", first.Status, first.Body, retry.Status, retry.Body)
		}
		if n, stock := count("deliveries", "PO-RETRY"), inbound(); n != 1 || stock != before+7 {
			t.Errorf("%d deliveries and inbound stock %d after a retry, want 1 and %d", n, stock, before+7)
		}
		other := map[string]any{"reference": "PO-OTHER", "planned_date": "2026-03-09", "unit_load": "Colli",
			"lines": []map[string]any{{"article_number": article, "quantity": 1}}}
		if res := postWithKey(t, env, key.Secret, account, "/deliveries", "delivery-1", other); res.Status != http.StatusConflict ||
			res.JSON(t)["message"] != "errors.idempotency_key_reused" || count("deliveries", "PO-OTHER") != 0 {
			t.Errorf("the key with another delivery: %d %s", res.Status, res.Body)
		}

		emptyKey := map[string]any{"message": "errors.422", "errors": map[string]any{"idempotency_key": []any{"validation.required"}}}
		if res := postWithKey(t, env, key.Secret, account, "/deliveries", "", other); res.Status != http.StatusUnprocessableEntity ||
			!reflect.DeepEqual(res.JSON(t), emptyKey) || count("deliveries", "PO-OTHER") != 0 {
			t.Errorf("an empty key: %d %s", res.Status, res.Body)
		}

		concept := postWithKey(t, env, key.Secret, account, "/concept-deliveries", "concept-1", other)
		again := postWithKey(t, env, key.Secret, account, "/concept-deliveries", "concept-1", other)
		if concept.Status != http.StatusCreated || !bytes.Equal(again.Body, concept.Body) || count("concept_deliveries", "PO-OTHER") != 1 {
			t.Errorf("a concept delivery sent twice: %d %s, %d %s", concept.Status, concept.Body, again.Status, again.Body)
		}
		if res := postWithKey(t, env, key.Secret, account, "/concept-deliveries", "", delivery); res.Status != http.StatusUnprocessableEntity ||
			count("concept_deliveries", "PO-RETRY") != 0 {
			t.Errorf("a concept delivery with an empty key: %d %s", res.Status, res.Body)
		}
	})
}
