// Package warehousetest calls the warehouse's integration API as the warehouse system does, for
// the tests of the areas it reaches.
package warehousetest

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"kade/internal/apptest"
	"kade/internal/warehouse"
)

// WMS calls the warehouse routes of an instance with a warehouse key.
type WMS struct {
	Env *apptest.Env
	Key string
}

// New makes a warehouse key limited to accounts (none: every account) and a WMS that calls with it.
func New(t testing.TB, env *apptest.Env, accounts ...int64) WMS {
	t.Helper()
	created, err := warehouse.NewKeys(env.App.DB).Create(context.Background(), 0, warehouse.Fields{Name: "WMS", Accounts: accounts})
	if err != nil {
		t.Fatal(err)
	}
	return WMS{Env: env, Key: created.Secret}
}

// Get reads path.
func (w WMS) Get(t testing.TB, path string) apptest.Response {
	t.Helper()
	return w.Env.Do(t, "GET", path, w.Key, nil)
}

// Post sends body to path with the message id as its Idempotency-Key ("" sends none).
func (w WMS) Post(t testing.TB, path, messageID string, body any) apptest.Response {
	t.Helper()
	header := http.Header{}
	if messageID != "" {
		header.Set("Idempotency-Key", messageID)
	}
	return w.Env.DoWith(t, "POST", path, w.Key, body, header)
}

// Decode reads an answer into an apptest.Answer of T.
func Decode[T any](t testing.TB, res apptest.Response) apptest.Answer[T] {
	t.Helper()
	var answer apptest.Answer[T]
	if err := json.Unmarshal(res.Body, &answer); err != nil {
		t.Fatalf("%v: %s", err, res.Body)
	}
	return answer
}

// Waiting walks a list of what waits for the warehouse (path, e.g. /api/warehouse/sales-orders)
// to its end, checks that it is oldest first, and gives the ids it holds.
func (w WMS) Waiting(t testing.TB, path string) map[int64]bool {
	t.Helper()
	ids := map[int64]bool{}
	var last int64
	page := path + "?limit=200"
	for {
		res := w.Get(t, page)
		if res.Status != http.StatusOK {
			t.Fatalf("%s: %d %s", page, res.Status, res.Body)
		}
		answer := Decode[[]struct {
			ID int64 `json:"id"`
		}](t, res)
		for _, row := range answer.Data {
			if row.ID <= last {
				t.Fatalf("%s: %d after %d", path, row.ID, last)
			}
			last, ids[row.ID] = row.ID, true
		}
		if answer.Meta.NextCursor == nil {
			return ids
		}
		page = path + "?limit=200&cursor=" + *answer.Meta.NextCursor
	}
}
