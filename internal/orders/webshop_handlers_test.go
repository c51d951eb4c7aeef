package orders_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"testing"

	"kade/internal/apikeys"
	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/orders"
)

// webshop calls the account's sales order routes with an API key.
type webshop struct {
	env     *apptest.Env
	key     string
	account int64
}

func newWebshop(t *testing.T, env *apptest.Env, account int64) webshop {
	t.Helper()
	created, err := apikeys.New(env.App.DB).Create(context.Background(), account, 0, apikeys.Fields{Name: "Webshop"})
	if err != nil {
		t.Fatal(err)
	}
	return webshop{env: env, key: created.Secret, account: account}
}

// post sends body (JSON-encoded unless it is a string) to POST .../sales-orders with an
// Idempotency-Key when key is not empty. It may run in any goroutine.
func (s webshop) post(key string, body any) (apptest.Response, error) {
	data, ok := body.(string)
	if !ok {
		encoded, err := json.Marshal(body)
		if err != nil {
			return apptest.Response{}, err
		}
		data = string(encoded)
	}
	req, err := http.NewRequest("POST", fmt.Sprintf("%s/api/clients/%d/sales-orders", s.env.URL, s.account), strings.NewReader(data))
	if err != nil {
		return apptest.Response{}, err
	}
	req.Header.Set("Authorization", "Bearer "+s.key)
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return apptest.Response{}, err
	}
	defer res.Body.Close()
	answer, err := io.ReadAll(res.Body)
	return apptest.Response{Status: res.StatusCode, Header: res.Header, Body: answer}, err
}

func (s webshop) mustPost(t *testing.T, key string, body any, out any) apptest.Response {
	t.Helper()
	res, err := s.post(key, body)
	if err != nil {
		t.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(res.Body, out); err != nil {
			t.Fatalf("%v: %s", err, res.Body)
		}
	}
	return res
}

// fresh empties an answer before it is decoded into (json.Unmarshal would merge maps).
func fresh(a *apptest.Answer[orders.Order]) *apptest.Answer[orders.Order] {
	*a = apptest.Answer[orders.Order]{}
	return a
}

// ordersNumbered counts the account's orders with number.
func ordersNumbered(t *testing.T, env *apptest.Env, account int64, number string) int {
	t.Helper()
	var n int
	if err := env.App.DB.Read().Get(context.Background(), &n, `SELECT count(*) FROM sales_orders WHERE client_id = ? AND order_number = ?`,
		account, number); err != nil {
		t.Fatal(err)
	}
	return n
}

// A webshop's order with an unknown article is stored as a DataIssue order and answered 201 with
// its problems; a person sees it and fixes it. A retry with the same Idempotency-Key is the same
// answer and creates nothing; the key with another order is 409. A portal user is still refused.
func TestWebshopOrders(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		account := env.Accounts[demo.Accounts[0]]
		client := apptest.Portal{Env: env, Token: env.Login(t, "client@tulip.example.com"), Account: account}
		shop := newWebshop(t, env, account)
		numbers, _ := articles(t, env, account)

		bad := validFields("WEB-1", orders.Line{ArticleNumber: "NOT-IN-CATALOGUE", Quantity: 2})
		problems := map[string][]string{"lines.0.article_number": {"orders.validation.product_unknown"}}
		var created apptest.Answer[orders.Order]
		first := shop.mustPost(t, "web-1", bad, fresh(&created))
		if first.Status != 201 || created.Data.Status != "DataIssue" || created.Data.Source != "API" ||
			!reflect.DeepEqual(map[string][]string(created.Data.Problems), problems) || first.Header.Get("Idempotent-Replayed") != "" {
			t.Fatalf("a webshop's order with an unknown article: %d %s", first.Status, first.Body)
		}
		retry := shop.mustPost(t, "web-1", bad, nil)
		if retry.Status != 201 || !bytes.Equal(retry.Body, first.Body) || retry.Header.Get("Idempotent-Replayed") != "true" ||
			ordersNumbered(t, env, account, "WEB-1") != 1 {
			t.Errorf("the retry: %d %s; %d orders", retry.Status, retry.Body, ordersNumbered(t, env, account, "WEB-1"))
		}
		var refused apptest.Answer[orders.Order]
		other := validFields("WEB-2", orders.Line{ArticleNumber: numbers[0], Quantity: 1})
		if res := shop.mustPost(t, "web-1", other, fresh(&refused)); res.Status != 409 || refused.Message != "errors.idempotency_key_reused" ||
			ordersNumbered(t, env, account, "WEB-2") != 0 {
			t.Errorf("the key with another order: %d %s", res.Status, res.Body)
		}
		if res := shop.mustPost(t, strings.Repeat("k", 256), other, fresh(&refused)); res.Status != 422 ||
			!reflect.DeepEqual(refused.Errors, map[string][]string{"idempotency_key": {"validation.idempotency_key,255"}}) {
			t.Errorf("too long a key: %d %s", res.Status, res.Body)
		}

		// A portal user who sends the same order with the webshop's key makes another request:
		// the portal would refuse the order, not replay the webshop's answer.
		asUser := webshop{env: env, key: client.Token, account: account}
		if res := asUser.mustPost(t, "web-1", bad, fresh(&refused)); res.Status != 409 || refused.Message != "errors.idempotency_key_reused" {
			t.Errorf("the webshop's key sent by a portal user: %d %s", res.Status, res.Body)
		}

		path := fmt.Sprintf("/sales-orders/%d", created.Data.ID)
		var seen apptest.Answer[orders.Order]
		if res := client.Call(t, "GET", path, nil, fresh(&seen)); res.Status != 200 || seen.Data.Status != "DataIssue" ||
			!reflect.DeepEqual(map[string][]string(seen.Data.Problems), problems) {
			t.Errorf("the portal's view: %d %s", res.Status, res.Body)
		}
		fixed := validFields("WEB-1", orders.Line{ArticleNumber: numbers[0], Quantity: 2})
		if res := client.Call(t, "PUT", path, fixed, fresh(&seen)); res.Status != 200 || seen.Data.Status != "Complete" || len(seen.Data.Problems) != 0 {
			t.Errorf("the fix: %d %s", res.Status, res.Body)
		}
		if res := shop.mustPost(t, "web-1", bad, nil); res.Status != 201 || !bytes.Equal(res.Body, first.Body) {
			t.Errorf("a retry after the fix: %d %s", res.Status, res.Body)
		}

		if res := client.Call(t, "POST", "/sales-orders", validFields("WEB-3", orders.Line{ArticleNumber: "NOT-IN-CATALOGUE", Quantity: 1}),
			fresh(&refused)); res.Status != 422 || !reflect.DeepEqual(refused.Errors, problems) || ordersNumbered(t, env, account, "WEB-3") != 0 {
			t.Errorf("a portal user's bad order: %d %s", res.Status, res.Body)
		}

		// What cannot be stored is refused, and not remembered: the key may be retried.
		for range 2 {
			if res := shop.mustPost(t, "web-taken", bad, fresh(&refused)); res.Status != 422 ||
				!reflect.DeepEqual(refused.Errors, map[string][]string{"order_number": {"orders.validation.order_number_taken"}}) {
				t.Errorf("a used number: %d %s", res.Status, res.Body)
			}
		}
		for body, status := range map[string]int{`{"order_number":`: 400, `{"order_number":"WEB-4","colour":"red"}`: 422} {
			if res := shop.mustPost(t, "web-4", body, nil); res.Status != status {
				t.Errorf("%s: %d %s, want %d", body, res.Status, res.Body, status)
			}
		}
		valid := validFields("WEB-4", orders.Line{ArticleNumber: numbers[0], Quantity: 1})
		if res := shop.mustPost(t, "web-4", valid, fresh(&created)); res.Status != 201 || created.Data.Status != "Complete" || created.Data.Source != "API" {
			t.Errorf("a valid order after refusals with its key: %d %s", res.Status, res.Body)
		}

		// The same key in another account is another key.
		polder := newWebshop(t, env, env.Accounts[demo.Accounts[1]])
		if res := polder.mustPost(t, "web-4", validFields("WEB-4", orders.Line{ArticleNumber: "NOT-IN-CATALOGUE", Quantity: 1}), fresh(&created)); res.Status != 201 ||
			created.Data.Status != "DataIssue" || res.Header.Get("Idempotent-Replayed") != "" {
			t.Errorf("another account's key: %d %s", res.Status, res.Body)
		}
	})
}

// Ten retries of one order at once, all with its key: one order, ten identical answers.
func TestWebshopParallelRetries(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		account := env.Accounts[demo.Accounts[0]]
		shop := newWebshop(t, env, account)
		numbers, _ := articles(t, env, account)
		order := validFields("WEB-PAR", orders.Line{ArticleNumber: numbers[0], Quantity: 1})
		const n = 10
		answers := make([]apptest.Response, n)
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { answers[i], errs[i] = shop.post("web-par", order) })
		}
		wg.Wait()
		for i := range n {
			if errs[i] != nil || answers[i].Status != 201 || !bytes.Equal(answers[i].Body, answers[0].Body) {
				t.Errorf("answer %d: %d %s, %v; the first: %s", i, answers[i].Status, answers[i].Body, errs[i], answers[0].Body)
			}
		}
		if got := ordersNumbered(t, env, account, "WEB-PAR"); got != 1 {
			t.Errorf("%d orders stored", got)
		}
	})
}
