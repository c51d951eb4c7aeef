package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// load is a closed-loop load generator: each client sends its next request as soon as the previous
// answer has been read, over keep-alive connections.
type load struct {
	base    string
	clients int
	http    *http.Client
}

func newLoad(base string, clients int) *load {
	transport := &http.Transport{MaxIdleConns: clients, MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}
	return &load{base: base, clients: clients, http: &http.Client{Transport: transport, Timeout: 30 * time.Second}}
}

type request struct {
	method, path, token string
	body                []byte
	header              map[string]string // more headers, such as an Idempotency-Key
}

func jsonRequest(method, path, token string, body any) *request {
	r := &request{method: method, path: path, token: token}
	if body != nil {
		r.body, _ = json.Marshal(body)
	}
	return r
}

// do sends r and reads the whole answer; any status but 200 and 201 is an error.
func (l *load) do(ctx context.Context, r *request) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, r.method, l.base+r.path, bytes.NewReader(r.body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	if r.body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if r.token != "" {
		req.Header.Set("Authorization", "Bearer "+r.token)
	}
	for name, value := range r.header {
		req.Header.Set(name, value)
	}
	return l.send(req)
}

// run warms up for a second, then counts successful requests for d and returns requests per second.
// The first failed request ends the run with its error: a benchmark of errors measures nothing.
func (l *load) run(ctx context.Context, d time.Duration, next func() (*request, error)) (float64, error) {
	if _, err := l.measure(ctx, time.Second, next); err != nil {
		return 0, err
	}
	n, err := l.measure(ctx, d, next)
	return float64(n) / d.Seconds(), err
}

// measure counts the requests answered within d. Requests still under way at the end are answered
// before it returns, not cancelled: a cancelled login would still hold its throttle attempt on the
// server while the next round's logins take theirs, and be refused.
func (l *load) measure(ctx context.Context, d time.Duration, next func() (*request, error)) (int64, error) {
	end := time.Now().Add(d)
	var done atomic.Int64
	var failed atomic.Bool
	var once sync.Once
	var failure error
	var wg sync.WaitGroup
	for range l.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil && !failed.Load() && time.Now().Before(end) {
				r, err := next()
				if err == nil {
					_, err = l.do(ctx, r)
				}
				if err != nil {
					once.Do(func() { failure = err; failed.Store(true) })
					return
				}
				if time.Now().Before(end) {
					done.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	return done.Load(), failure
}

// token logs in once and returns the bearer token.
func (l *load) token(ctx context.Context, email, password string) (string, error) {
	body, err := l.do(ctx, jsonRequest("POST", "/api/auth/login", "", map[string]string{"email": email, "password": password}))
	if err != nil {
		return "", err
	}
	var answer struct {
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		return "", err
	}
	return answer.Data.Token, nil
}
