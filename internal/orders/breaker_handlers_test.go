package orders_test

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/orders"
)

// randomText is n letters and digits no compression shortens.
func randomText(n int) string {
	const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	r := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

// A webshop's order whose texts are far too long is kept as a DataIssue order (or refused for its
// number), never a 500: whatever a client sends.
func TestWebshopOrderWithHugeTexts(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		account := env.Accounts[demo.Accounts[0]]
		shop := newWebshop(t, env, account)
		numbers, _ := articles(t, env, account)
		long := randomText(10_000)
		for i, change := range []func(f *orders.Fields){
			func(f *orders.Fields) { f.DeliveryAddress.CompanyName = long },
			func(f *orders.Fields) { f.DeliveryAddress.CompanyName, f.DeliveryAddress.LastName = "", long },
			func(f *orders.Fields) { f.Reference, f.Note, f.DeliveryAddress.Email = long, long, long },
			func(f *orders.Fields) { f.DeliveryAddress.PostalCode = long },
			func(f *orders.Fields) { f.Lines[0].ArticleNumber = long },
			func(f *orders.Fields) { f.Lines[0].Unit = long },
			func(f *orders.Fields) { f.OrderDate, f.DeliveryDate = "99999-01-01", "2025-02-30" },
			func(f *orders.Fields) { f.Reference = "a\x00b" },
		} {
			f := validFields(fmt.Sprintf("HUGE-%d", i), orders.Line{ArticleNumber: numbers[0], Quantity: 1})
			change(&f)
			res, err := shop.post("", f)
			if err != nil || res.Status != 201 {
				t.Errorf("change %d: %d %.300s, %v", i, res.Status, res.Body, err)
			}
		}
		// As many lines as the body limit allows, and a body over it.
		for _, n := range []int{14_000, 40_000} {
			f := validFields(fmt.Sprintf("LINES-%d", n))
			f.Lines = make([]orders.Line, n)
			for i := range f.Lines {
				f.Lines[i] = orders.Line{ArticleNumber: fmt.Sprint(i), Quantity: 1}
			}
			if res, err := shop.post("", f); err != nil || res.Status >= 500 {
				t.Errorf("%d lines: %d %.300s, %v", n, res.Status, res.Body, err)
			}
		}
	})
}

// A concept order holds what was entered, errors and all; whatever a client sends, it is never a 500.
func TestConceptOrderWithHugeTexts(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		long := randomText(10_000)
		for i, change := range []func(f *orders.Fields){
			func(f *orders.Fields) { f.OrderNumber = long },
			func(f *orders.Fields) { f.DeliveryAddress.CompanyName = long },
			func(f *orders.Fields) { f.Reference = long },
			func(f *orders.Fields) { f.Lines[0].ArticleNumber = long },
		} {
			f := validFields(fmt.Sprintf("CONCEPT-%d", i))
			change(&f)
			if res := client.Call(t, "POST", "/concept-sales-orders", f, nil); res.Status >= 500 {
				t.Errorf("change %d: %d %.300s", i, res.Status, res.Body)
			}
		}
		for _, params := range []string{"q=" + long[:2000], "cursor=" + long[:2000], "limit=99999999999999999999",
			"sort=drop", "date_from=2025-02-30", "date_to=99999-01-01", "status=%00", "q=%00%27"} {
			for _, path := range []string{"/sales-orders?", "/concept-sales-orders?"} {
				if res := client.Call(t, "GET", path+params, nil, nil); res.Status >= 500 {
					t.Errorf("%s%s: %d %.300s", path, params[:min(len(params), 40)], res.Status, res.Body)
				}
			}
		}
	})
}

// Requests with one Idempotency-Key and two different orders at once: one order is made, the
// requests of its body get its answer and those of the other body 409.
func TestWebshopIdempotencyKeyRacingDifferentBodies(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		account := env.Accounts[demo.Accounts[0]]
		shop := newWebshop(t, env, account)
		numbers, _ := articles(t, env, account)
		bodies := []orders.Fields{validFields("RACE-A", orders.Line{ArticleNumber: numbers[0], Quantity: 1}),
			validFields("RACE-B", orders.Line{ArticleNumber: numbers[1], Quantity: 1})}
		const n = 8
		answers := make([]apptest.Response, n)
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { answers[i], errs[i] = shop.post("race", bodies[i%2]) })
		}
		wg.Wait()
		a, b := ordersNumbered(t, env, account, "RACE-A"), ordersNumbered(t, env, account, "RACE-B")
		if a+b != 1 {
			t.Fatalf("%d and %d orders made, want one", a, b)
		}
		winner := 0
		if b == 1 {
			winner = 1
		}
		for i := range n {
			want := 409
			if i%2 == winner {
				want = 201
			}
			if errs[i] != nil || answers[i].Status != want {
				t.Errorf("request %d: %d %.200s, %v; want %d", i, answers[i].Status, answers[i].Body, errs[i], want)
			}
		}
	})
}
