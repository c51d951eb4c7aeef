package idempotency

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

// fixture is a database with two accounts and keys whose clock the test sets. The work it does
// under a key creates an account named after the request, so the test counts what was done.
type fixture struct {
	t             *testing.T
	d             *db.DB
	ctx           context.Context
	keys          *Keys
	clock         time.Time
	tulip, polder int64
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	f := &fixture{t: t, d: d, ctx: context.Background(), clock: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	f.keys = &Keys{db: d, now: func() time.Time { return f.clock }}
	f.tulip, f.polder = f.account("Tulip"), f.account("Polder")
	return f
}

func (f *fixture) account(name string) int64 {
	f.t.Helper()
	var id int64
	if err := f.d.Write().Get(f.ctx, &id, `INSERT INTO clients (name, created_at, updated_at) VALUES (?, ?, ?) RETURNING id`,
		name, f.clock, f.clock); err != nil {
		f.t.Fatal(err)
	}
	return id
}

// works numbers the accounts the work creates (their names are unique).
var works atomic.Int64

// create runs "POST /things" with body under the account's key; the work creates an account and
// answers 201 with its id.
func (f *fixture) create(clientID int64, key, body string) (Answer, error) {
	return f.keys.Do(f.ctx, clientID, key, RequestHash("POST", "/things", []byte(body)), func(q db.Q) (Answer, error) {
		var id int64
		if err := q.Get(f.ctx, &id, `INSERT INTO clients (name, created_at, updated_at) VALUES (?, ?, ?) RETURNING id`,
			fmt.Sprintf("made by %s #%d", body, works.Add(1)), f.clock, f.clock); err != nil {
			return Answer{}, err
		}
		if body == "refused" {
			return Answer{}, domain.ValidationErrors{"name": {"validation.required"}}
		}
		return Answer{Status: 201, Body: fmt.Appendf(nil, `{"data":{"id":%d}}`, id)}, nil
	})
}

// made is how many times the work was done for body.
func (f *fixture) made(body string) int {
	f.t.Helper()
	var n int
	if err := f.d.Read().Get(f.ctx, &n, `SELECT count(*) FROM clients WHERE name LIKE ?`, "made by "+body+" #%"); err != nil {
		f.t.Fatal(err)
	}
	return n
}

func TestReplayAndReuse(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		first, err := f.create(f.tulip, "order-1001", "a")
		if err != nil || first.Status != 201 || first.Replayed {
			t.Fatalf("first: %+v, %v", first, err)
		}
		again, err := f.create(f.tulip, "order-1001", "a")
		if err != nil || again.Status != 201 || string(again.Body) != string(first.Body) || !again.Replayed || f.made("a") != 1 {
			t.Errorf("retry: %+v, %v; made %d times", again, err, f.made("a"))
		}
		if _, err := f.create(f.tulip, "order-1001", "b"); !errors.Is(err, ErrReused) || !errors.Is(err, domain.ErrConflict) || f.made("b") != 0 {
			t.Errorf("another body: %v, made %d times", err, f.made("b"))
		}
		if other, err := f.keys.Do(f.ctx, f.tulip, "order-1001", RequestHash("PUT", "/things", []byte("a")),
			func(db.Q) (Answer, error) { return Answer{}, errors.New("ran") }); !errors.Is(err, ErrReused) {
			t.Errorf("another method: %+v, %v", other, err)
		}

		polder, err := f.create(f.polder, "order-1001", "b")
		if err != nil || polder.Replayed || f.made("b") != 1 {
			t.Errorf("the same key in another account: %+v, %v", polder, err)
		}

		// A refusal stores nothing and undoes its work: the key may be used again.
		for range 2 {
			if _, err := f.create(f.tulip, "order-1002", "refused"); !errors.As(err, new(domain.ValidationErrors)) {
				t.Errorf("refused: %v", err)
			}
		}
		if f.made("refused") != 0 {
			t.Errorf("a refusal kept its work")
		}
		if answer, err := f.create(f.tulip, "order-1002", "c"); err != nil || answer.Replayed || f.made("c") != 1 {
			t.Errorf("after a refusal: %+v, %v", answer, err)
		}
	})
}

// Ten requests with one key at once do the work once and all get its answer.
func TestConcurrentRequestsWorkOnce(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		const n = 10
		answers := make([]Answer, n)
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { answers[i], errs[i] = f.create(f.tulip, "burst", "burst") })
		}
		wg.Wait()
		replayed := 0
		for i := range n {
			if errs[i] != nil || answers[i].Status != 201 || string(answers[i].Body) != string(answers[0].Body) {
				t.Errorf("request %d: %+v, %v; the first: %s", i, answers[i], errs[i], answers[0].Body)
			}
			if answers[i].Replayed {
				replayed++
			}
		}
		if f.made("burst") != 1 || replayed != n-1 {
			t.Errorf("worked %d times, %d replays", f.made("burst"), replayed)
		}
	})
}

func TestPurgeExpired(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		if _, err := f.create(f.tulip, "old", "a"); err != nil {
			t.Fatal(err)
		}
		f.clock = f.clock.Add(time.Hour)
		if _, err := f.create(f.tulip, "young", "b"); err != nil {
			t.Fatal(err)
		}
		f.clock = f.clock.Add(TTL - time.Hour + time.Second)
		if err := f.keys.PurgeExpired(f.ctx); err != nil {
			t.Fatal(err)
		}
		if answer, err := f.create(f.tulip, "young", "b"); err != nil || !answer.Replayed {
			t.Errorf("a key younger than a day: %+v, %v", answer, err)
		}
		if answer, err := f.create(f.tulip, "old", "c"); err != nil || answer.Replayed || f.made("c") != 1 {
			t.Errorf("a key older than a day is new again: %+v, %v", answer, err)
		}
	})
}

func TestCheckKey(t *testing.T) {
	for key, valid := range map[string]bool{
		"order-1001":                  true,
		"~ !\"#$%&'()*+,-./:;<=>?@":   true,
		strings.Repeat("k", MaxKey):   true,
		strings.Repeat("k", MaxKey+1): false,
		"tab\there":                   false,
		"é":                           false,
		"del\x7f":                     false,
	} {
		err := CheckKey(key)
		var v domain.ValidationErrors
		if valid != (err == nil) || (!valid && (!errors.As(err, &v) || v["idempotency_key"][0] != "validation.idempotency_key,255")) {
			t.Errorf("CheckKey(%q) = %v", key, err)
		}
	}
	if err := CheckKey(""); !reflect.DeepEqual(err, domain.ValidationErrors{"idempotency_key": {"validation.required"}}) {
		t.Errorf("CheckKey of an empty key = %v", err)
	}
}
