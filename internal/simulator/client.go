// Package simulator is a warehouse in a box: it plays the provider's warehouse system against a
// running Kade through the warehouse's API only, with a warehouse key, so that the demo's orders
// move from 'Ready to import' to 'Shipped', deliveries are received and returns booked on their own.
package simulator

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// client calls the warehouse's API of a Kade at baseURL with a warehouse key.
type client struct {
	baseURL, key string
	http         *http.Client
}

// errRefused is an answer of 4xx to a message: Kade would not take it as it is.
type errRefused struct {
	status int
	body   string
}

func (e *errRefused) Error() string { return fmt.Sprintf("refused (%d): %s", e.status, e.body) }

// refused reports whether err is Kade's refusal of a message (409, 422, ...), not a failure to ask.
func refused(err error) bool {
	var r *errRefused
	return errors.As(err, &r)
}

// get reads path with query into out's data.
func (c client) get(ctx context.Context, path string, query url.Values, out any) error {
	target := c.baseURL + path
	if len(query) > 0 {
		target += "?" + query.Encode()
	}
	return c.do(ctx, "GET", target, "", nil, out)
}

// post sends a message to path under a message id of its own, sent again with the same id when
// the answer is lost, so that it is booked once.
func (c client) post(ctx context.Context, path string, body, out any) error {
	data, err := json.Marshal(body)
	if err != nil {
		return err
	}
	id := messageID()
	for attempt := 1; ; attempt++ {
		err = c.do(ctx, "POST", c.baseURL+path, id, data, out)
		if err == nil || refused(err) || attempt == 3 || ctx.Err() != nil {
			return err
		}
		time.Sleep(time.Duration(attempt) * 200 * time.Millisecond)
	}
}

func (c client) do(ctx context.Context, method, target, messageID string, body []byte, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, target, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if messageID != "" {
		req.Header.Set("Idempotency-Key", messageID)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	answer, err := io.ReadAll(io.LimitReader(res.Body, 64<<20))
	if err != nil {
		return err
	}
	switch {
	case res.StatusCode >= 500:
		return fmt.Errorf("%s %s: %d %s", method, target, res.StatusCode, strings.TrimSpace(string(answer)))
	case res.StatusCode >= 400:
		return &errRefused{status: res.StatusCode, body: strings.TrimSpace(string(answer))}
	case out == nil:
		return nil
	}
	return json.Unmarshal(answer, &struct {
		Data any `json:"data"`
	}{Data: out})
}

// messageID is a new message id: 128 random bits.
func messageID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return "sim-" + hex.EncodeToString(b)
}
