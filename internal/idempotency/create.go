package idempotency

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/users"
)

// The headers of an idempotent create: the key the client sends, and the mark of a replayed answer.
const (
	KeyHeader      = "Idempotency-Key"
	ReplayedHeader = "Idempotent-Replayed"
)

// errKeyReused answers a key sent before with another request: 409.
var errKeyReused = &domain.Refusal{Message: "errors.idempotency_key_reused"}

// Create serves a create that a webshop may retry: decode reads the body (into the handler's
// fields), and create stores them in one transaction and gives what the 201 answers (its data). With an Idempotency-Key header
// the key, the work and the answer share that transaction (Keys.Do): a retry of the same request
// (its method, path, body and whether a webshop's key or a portal user sends it, as their answers
// differ) gets the first answer again, marked Idempotent-Replayed, and creates
// nothing; the key with another request is 409 errors.idempotency_key_reused. A header that is
// empty or not a valid key is 422 on idempotency_key, and nothing is stored.
func Create(k *Keys, w http.ResponseWriter, r *http.Request, clientID int64, decode func(body []byte) error,
	create func(ctx context.Context, q db.Q) (any, error)) {
	Serve(k, w, r, http.StatusCreated, decode, func(context.Context) (int64, error) { return clientID, nil }, create)
}

// Serve is Create for a change that answers status with what work gives, of the account that
// account names once the body is decoded: a message of the warehouse, which names its record in
// the body and may send it again when an answer is lost. An error of account is the answer.
func Serve(k *Keys, w http.ResponseWriter, r *http.Request, status int, decode func(body []byte) error,
	account func(ctx context.Context) (int64, error), work func(ctx context.Context, q db.Q) (any, error)) {
	_, present := r.Header[KeyHeader]
	key := r.Header.Get(KeyHeader)
	if present {
		if err := CheckKey(key); err != nil {
			httpx.Error(w, r, err)
			return
		}
	}
	body, err := httpx.Body(w, r)
	if err == nil {
		err = decode(body)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	ctx := r.Context()
	var clientID int64
	if clientID, err = account(ctx); err != nil {
		httpx.Error(w, r, err)
		return
	}
	answered := func(q db.Q) (Answer, error) {
		data, err := work(ctx, q)
		if err != nil {
			return Answer{}, err
		}
		encoded, err := json.Marshal(httpx.Envelope{Data: data})
		return Answer{Status: status, Body: encoded}, err
	}
	var answer Answer
	if present {
		answer, err = k.Do(ctx, clientID, key, RequestHash(r.Method, r.URL.Path+"#"+callerSource(r), body), answered)
	} else {
		err = k.db.Tx(ctx, func(q db.Q) error {
			answer, err = answered(q)
			return err
		})
	}
	if errors.Is(err, ErrReused) {
		err = errKeyReused
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	if answer.Replayed {
		w.Header().Set(ReplayedHeader, "true")
	}
	httpx.Encoded(w, answer.Status, answer.Body)
}

// callerSource tells a webshop's request from a portal user's in a request's hash.
func callerSource(r *http.Request) string {
	user, _ := users.Current(r.Context())
	return user.Source()
}

// Into is the decode of Create for a body that is read into dst whole, every value fitting its field.
func Into(dst any) func(body []byte) error {
	return func(body []byte) error { return httpx.DecodeBody(body, dst) }
}
