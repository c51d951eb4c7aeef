// Package apikeys owns an account's API keys: a webshop sends its orders (and products and
// deliveries) with one, through the same endpoints as the portal. A key is shown once, when it is
// created; only its SHA-256 is stored. A revoked key stays listed as revoked and no longer works.
package apikeys

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"strings"
	"time"

	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/listing"
)

// Prefix begins every key, so a bearer token tells at once whether it is a key or a login's token.
const Prefix = "kade_"

// shownPrefix is how many characters of a key the list shows, Prefix included.
const shownPrefix = len(Prefix) + 6

// MaxName bounds a key's name; MaxKeys the keys an account may have at once.
const (
	MaxName = 100
	MaxKeys = 50
)

// UsedInterval is how stale last_used_at may get: a key that sends many orders a minute is written
// once a minute, not once a request.
const UsedInterval = time.Minute

// Key is an API key as the list shows it.
type Key struct {
	ID         int64      `json:"id" db:"id"`
	Name       string     `json:"name" db:"name"`
	Prefix     string     `json:"prefix" db:"prefix"`
	CreatedBy  string     `json:"created_by" db:"created_by"`
	CreatedAt  time.Time  `json:"created_at" db:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at" db:"last_used_at"`
	RevokedAt  *time.Time `json:"revoked_at" db:"revoked_at"`
}

// Created is a new key with its secret, the only time the secret is told.
type Created struct {
	Key
	Secret string `json:"secret"`
}

// Fields are what a user enters for a new key.
type Fields struct {
	Name string `json:"name"`
}

// Caller is who calls with a valid key: the key and its account.
type Caller struct {
	KeyID int64  `db:"id"`
	Name  string `db:"name"`
	// Account is the account the key belongs to, read with the key: a webshop's request needs no
	// second statement to know it.
	Account clients.Client `db:"account"`
}

// Keys stores the API keys.
type Keys struct {
	db  *db.DB
	now func() time.Time
	// callers are the keys that called, by hash, kept while the instance hears of every change to
	// them (see ListenForChanges), so that a webshop's request on PostgreSQL skips a round trip.
	callers *db.Kept[string, caller]
}

// caller is a key's caller as kept, with the key's last use.
type caller struct {
	Caller
	LastUsedAt *time.Time `db:"last_used_at"`
}

// maxKeptCallers bounds the memory of the kept keys.
const maxKeptCallers = 10_000

// New returns the keys of d.
func New(d *db.DB) *Keys {
	return &Keys{db: d, now: db.Now, callers: db.NewKept[string, caller](maxKeptCallers)}
}

// ListenForChanges keeps the keys that call in memory while the instance hears of every change to
// them, until ctx ends (PostgreSQL only: on SQLite every request reads its key, which costs no
// round trip).
func (k *Keys) ListenForChanges(ctx context.Context) error {
	return k.callers.Listen(ctx, k.db, db.APIKeyChanges, func(payload string) {
		if id, ok := db.ChangedID(payload); ok {
			k.forget(id)
		} else {
			k.callers.ForgetAll()
		}
	})
}

// forget drops the kept caller of key id.
func (k *Keys) forget(id int64) {
	k.callers.Forget(func(_ string, c caller) bool { return c.KeyID == id })
}

const keyColumns = `k.id, k.name, k.prefix, COALESCE(u.name, '') AS created_by, k.created_at, k.last_used_at, k.revoked_at`

// List is the account's keys, newest first, revoked ones included.
func (k *Keys) List(ctx context.Context, clientID int64) ([]Key, error) {
	keys := []Key{}
	err := k.db.Read().Select(ctx, &keys, `SELECT `+keyColumns+` FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
		WHERE k.client_id = ? ORDER BY k.id DESC`, clientID)
	return keys, err
}

// Create makes a key for the account, named as f says, on behalf of user userID (0: no user).
func (k *Keys) Create(ctx context.Context, clientID, userID int64, f Fields) (Created, error) {
	f.Name = listing.CleanText(f.Name)
	errs := domain.ValidationErrors{}
	errs.Text("name", f.Name, MaxName, true)
	if err := errs.Err(); err != nil {
		return Created{}, err
	}
	secret := NewSecret(Prefix)
	var created Created
	err := k.db.Tx(ctx, func(q db.Q) error {
		var active int
		if err := q.Get(ctx, &active, `SELECT count(*) FROM api_keys WHERE client_id = ? AND revoked_at IS NULL`, clientID); err != nil {
			return err
		}
		if active >= MaxKeys {
			errs.Add("name", "apiKeys.validation.too_many", MaxKeys)
			return errs
		}
		var creator *int64
		if userID != 0 {
			creator = &userID
		}
		var id int64
		if err := q.Get(ctx, &id, `INSERT INTO api_keys (client_id, name, prefix, key_hash, created_by, created_at)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, clientID, f.Name, secret[:shownPrefix], Hash(secret), creator, k.now()); err != nil {
			return err
		}
		if err := events.Append(ctx, q, keyEvent(clientID, id, "created")); err != nil {
			return err
		}
		return q.Get(ctx, &created.Key, `SELECT `+keyColumns+` FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
			WHERE k.id = ?`, id)
	})
	created.Secret = secret
	return created, err
}

// Revoke ends the account's key id; a key of another account, or none, is domain.ErrNotFound.
// Revoking a revoked key changes nothing. The key stops working on this instance at once, and on
// the others as soon as the database's notice of the change reaches them (see ListenForChanges).
func (k *Keys) Revoke(ctx context.Context, clientID, id int64) error {
	err := k.db.Tx(ctx, func(q db.Q) error {
		res, err := q.Exec(ctx, `UPDATE api_keys SET revoked_at = ? WHERE id = ? AND client_id = ? AND revoked_at IS NULL`,
			k.now(), id, clientID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			var exists bool
			if err := q.Get(ctx, &exists, `SELECT EXISTS (SELECT 1 FROM api_keys WHERE id = ? AND client_id = ?)`, id, clientID); err != nil {
				return err
			}
			if !exists {
				return domain.ErrNotFound
			}
			return nil // revoked before
		}
		return events.Append(ctx, q, keyEvent(clientID, id, "revoked"))
	})
	k.forget(id)
	return err
}

// keyEvent is the event log's entry of what happened to the account's key id, known by its name.
func keyEvent(clientID, id int64, what string) events.Event {
	return events.Event{ClientID: &clientID, Action: "api_key." + what, RecordKind: "api_key", RecordID: id, LabelOf: "api_keys.name"}
}

// Authenticate returns the caller of a key that exists and is not revoked, and notes its use;
// anything else is domain.ErrUnauthorized.
func (k *Keys) Authenticate(ctx context.Context, secret string) (Caller, error) {
	if !strings.HasPrefix(secret, Prefix) || len(secret) > 200 {
		return Caller{}, domain.ErrUnauthorized
	}
	keyHash := Hash(secret)
	c, kept, epoch := k.callers.Get(keyHash)
	if !kept {
		err := k.db.Read().Get(ctx, &c, `SELECT k.id, k.name, k.last_used_at, c.id AS "account.id", c.name AS "account.name"
			FROM api_keys k JOIN clients c ON c.id = k.client_id
			WHERE k.key_hash = ? AND k.revoked_at IS NULL`, keyHash)
		if db.NotFound(err) {
			return Caller{}, domain.ErrUnauthorized
		}
		if err != nil {
			return Caller{}, err
		}
		k.callers.Put(keyHash, c, epoch)
	}
	now := k.now()
	if c.LastUsedAt == nil || now.Sub(*c.LastUsedAt) >= UsedInterval {
		if _, err := k.db.Write().Exec(ctx, `UPDATE api_keys SET last_used_at = ? WHERE id = ?`, now, c.KeyID); err != nil {
			return Caller{}, err
		}
		k.callers.Update(keyHash, func(c caller) caller { c.LastUsedAt = &now; return c })
	}
	return c.Caller, nil
}

// NewSecret is prefix and 256 random bits in lower-case base32: a key's secret.
func NewSecret(prefix string) string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24)
	return prefix + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// Hash is what is stored of a key's secret: its SHA-256 in hex (the secret is 256 random bits, so a
// fast hash is as strong as a slow one).
func Hash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}
