// Package idempotency makes a create safe to retry: a request that carries an Idempotency-Key is
// answered once, and a retry with the same key and the same request gets that first answer again
// (same status, same body) and does nothing; the same key with another request is ErrReused. The
// answer is stored in the transaction of the work it answers, so a crash never leaves the work
// without its answer or the reverse. Keys are per account and kept for TTL.
package idempotency

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
)

// MaxKey is the longest key taken, in characters.
const MaxKey = 255

// TTL is how long a key's answer is kept; PurgeExpired forgets older ones.
const TTL = 24 * time.Hour

// msgKey answers a key that is too long or holds other than printable ASCII.
const msgKey = "validation.idempotency_key"

// ErrReused is a key used before for another request: a conflict (409). The area answers it with
// its own message.
var ErrReused = fmt.Errorf("%w: idempotency key used for another request", domain.ErrConflict)

// errVanished is a key that another request held and that was gone when read: purged between the
// two statements. The request is then tried once more.
var errVanished = errors.New("idempotency key vanished")

// Answer is what a request was answered: its HTTP status and body. Replayed marks an answer read
// back for a retry.
type Answer struct {
	Status   int
	Body     []byte
	Replayed bool
}

// CheckKey checks a key as sent: 1 to MaxKey printable ASCII characters, else a 422 on
// idempotency_key (validation.required when it is empty).
func CheckKey(key string) error {
	if key == "" {
		return domain.ValidationErrors{"idempotency_key": {"validation.required"}}
	}
	valid := len(key) <= MaxKey
	for i := 0; valid && i < len(key); i++ {
		valid = key[i] >= 0x20 && key[i] <= 0x7e
	}
	if valid {
		return nil
	}
	return domain.ValidationErrors{"idempotency_key": {fmt.Sprintf("%s,%d", msgKey, MaxKey)}}
}

// RequestHash is what tells two requests apart: the SHA-256 of the method, the path and the body.
func RequestHash(method, path string, body []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s %s\n", method, path)
	h.Write(body)
	return hex.EncodeToString(h.Sum(nil))
}

// Keys stores the answers given under idempotency keys.
type Keys struct {
	db  *db.DB
	now func() time.Time
}

// New returns the keys of d.
func New(d *db.DB) *Keys { return &Keys{db: d, now: db.Now} }

// Do answers the request of hash under the account's key. The first time, work runs in a
// transaction, and the answer it gives is stored in that same transaction; when work fails,
// nothing is stored (its error is the caller's answer, and the key may be used again). A key
// answered before replays that answer for the same request and is ErrReused for another.
//
// The key is claimed before the work runs, so of concurrent requests with one key exactly one
// works: on PostgreSQL the unique index makes the others wait for its transaction, on SQLite write
// transactions run one at a time; then they read its answer (or, when it failed, claim the key
// themselves).
func (k *Keys) Do(ctx context.Context, clientID int64, key, hash string, work func(q db.Q) (Answer, error)) (Answer, error) {
	answer, err := k.do(ctx, clientID, key, hash, work)
	if errors.Is(err, errVanished) {
		answer, err = k.do(ctx, clientID, key, hash, work)
	}
	return answer, err
}

func (k *Keys) do(ctx context.Context, clientID int64, key, hash string, work func(q db.Q) (Answer, error)) (Answer, error) {
	var answer Answer
	err := k.db.Tx(ctx, func(q db.Q) error {
		var id int64
		err := q.Get(ctx, &id, `INSERT INTO idempotency_keys (client_id, key, request_hash, status, response, created_at)
			VALUES (?, ?, ?, 0, '', ?) ON CONFLICT (client_id, key) DO NOTHING RETURNING id`, clientID, key, hash, k.now())
		if db.NotFound(err) {
			answer, err = stored(ctx, q, clientID, key, hash)
			return err
		}
		if err != nil {
			return err
		}
		if answer, err = work(q); err != nil {
			return err
		}
		_, err = q.Exec(ctx, `UPDATE idempotency_keys SET status = ?, response = ? WHERE id = ?`,
			answer.Status, string(answer.Body), id)
		return err
	})
	return answer, err
}

// stored is the answer given under the account's key, for a request of hash.
func stored(ctx context.Context, q db.Q, clientID int64, key, hash string) (Answer, error) {
	var row struct {
		RequestHash string `db:"request_hash"`
		Status      int    `db:"status"`
		Response    string `db:"response"`
	}
	err := q.Get(ctx, &row, `SELECT request_hash, status, response FROM idempotency_keys WHERE client_id = ? AND key = ?`,
		clientID, key)
	switch {
	case db.NotFound(err):
		return Answer{}, errVanished
	case err != nil:
		return Answer{}, err
	case row.RequestHash != hash:
		return Answer{}, ErrReused
	}
	return Answer{Status: row.Status, Body: []byte(row.Response), Replayed: true}, nil
}

// PurgeExpired forgets the answers older than TTL; a key may then be used again.
func (k *Keys) PurgeExpired(ctx context.Context) error {
	_, err := k.db.Write().Exec(ctx, `DELETE FROM idempotency_keys WHERE created_at < ?`, k.now().Add(-TTL))
	return err
}
