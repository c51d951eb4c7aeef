// Package warehouse owns the keys of the provider's warehouse system (WMS), which calls Kade's
// integration API (/api/warehouse/...) for every client account at once: to take orders, post
// their shipments, arrivals, receipts, returns and corrections. A key is made by an Administrator
// (the Settings page, or `kade warehouse-key create`), shown once and stored as its SHA-256; it may
// be limited to some accounts. The areas serve the routes; this package says who calls and which
// accounts the caller reaches.
package warehouse

import (
	"context"
	"slices"
	"strings"
	"time"

	"kade/internal/apikeys"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/listing"
)

// Prefix begins every warehouse key. It is not apikeys.Prefix, so a bearer token tells at once which
// kind of key it is.
const Prefix = "kadewh_"

// shownPrefix is how many characters of a key the list shows, Prefix included.
const shownPrefix = len(Prefix) + 6

// MaxName bounds a key's name; MaxKeys the keys that work at once.
const (
	MaxName = 100
	MaxKeys = 20
)

// Key is a warehouse key as the list shows it: what an API key shows, and the ids of the accounts
// it is limited to (empty: every account).
type Key struct {
	apikeys.Key
	Accounts []int64 `json:"accounts" db:"-"`
}

// Created is a new key with its secret, the only time the secret is told.
type Created struct {
	Key
	Secret string `json:"secret"`
}

// Fields are what an Administrator enters for a new key: its name and, to limit it, its accounts.
type Fields struct {
	Name     string  `json:"name"`
	Accounts []int64 `json:"accounts"`
}

// Keys stores the warehouse keys.
type Keys struct {
	db  *db.DB
	now func() time.Time
}

// NewKeys returns the warehouse keys of d.
func NewKeys(d *db.DB) *Keys { return &Keys{db: d, now: db.Now} }

const keyColumns = `k.id, k.name, k.prefix, COALESCE(u.name, '') AS created_by, k.created_at, k.last_used_at, k.revoked_at`

// List is every key, newest first, revoked ones included.
func (k *Keys) List(ctx context.Context) ([]Key, error) {
	return k.read(ctx, k.db.Read(), "")
}

// read is the keys that where selects (all when it is ""), newest first, each with its accounts.
func (k *Keys) read(ctx context.Context, q db.Q, where string, args ...any) ([]Key, error) {
	if where != "" {
		where = " WHERE " + where
	}
	keys := []Key{}
	if err := q.Select(ctx, &keys, `SELECT `+keyColumns+` FROM warehouse_keys k LEFT JOIN users u ON u.id = k.created_by`+
		where+` ORDER BY k.id DESC`, args...); err != nil {
		return nil, err
	}
	var limits []struct {
		KeyID    int64 `db:"warehouse_key_id"`
		ClientID int64 `db:"client_id"`
	}
	if err := q.Select(ctx, &limits, `SELECT warehouse_key_id, client_id FROM warehouse_key_clients ORDER BY client_id`); err != nil {
		return nil, err
	}
	for i := range keys {
		keys[i].Accounts = []int64{}
		for _, l := range limits {
			if l.KeyID == keys[i].ID {
				keys[i].Accounts = append(keys[i].Accounts, l.ClientID)
			}
		}
	}
	return keys, nil
}

// Create makes a key named as f says, limited to f's accounts when it names any, on behalf of user
// userID (0: a command).
func (k *Keys) Create(ctx context.Context, userID int64, f Fields) (Created, error) {
	f.Name = listing.CleanText(f.Name)
	accounts := slices.Compact(slices.Sorted(slices.Values(f.Accounts)))
	errs := domain.ValidationErrors{}
	errs.Text("name", f.Name, MaxName, true)
	if err := errs.Err(); err != nil {
		return Created{}, err
	}
	secret := apikeys.NewSecret(Prefix)
	var created Created
	err := k.db.Tx(ctx, func(q db.Q) error {
		if err := clients.CheckExisting(ctx, q, "accounts", f.Accounts, errs); err != nil {
			return err
		}
		var active int
		if err := q.Get(ctx, &active, `SELECT count(*) FROM warehouse_keys WHERE revoked_at IS NULL`); err != nil {
			return err
		}
		if active >= MaxKeys {
			errs.Add("name", "warehouse.validation.too_many", MaxKeys)
		}
		if err := errs.Err(); err != nil {
			return err
		}
		var creator *int64
		if userID != 0 {
			creator = &userID
		}
		var id int64
		if err := q.Get(ctx, &id, `INSERT INTO warehouse_keys (name, prefix, key_hash, created_by, created_at)
			VALUES (?, ?, ?, ?, ?) RETURNING id`, f.Name, secret[:shownPrefix], apikeys.Hash(secret), creator, k.now()); err != nil {
			return err
		}
		if err := db.InsertRows(ctx, q, "warehouse_key_clients", "warehouse_key_id, client_id", len(accounts),
			func(i int) []any { return []any{id, accounts[i]} }); err != nil {
			return err
		}
		keys, err := k.read(ctx, q, "k.id = ?", id)
		if err != nil {
			return err
		}
		created.Key = keys[0]
		return events.Append(ctx, q, keyEvent(id, "created", map[string]events.Change{"accounts": {To: accounts}}))
	})
	created.Secret = secret
	return created, err
}

// Revoke ends key id; none is domain.ErrNotFound. Revoking a revoked key changes nothing. Every
// request reads its key, so the key stops working at once on every instance.
func (k *Keys) Revoke(ctx context.Context, id int64) error {
	return k.db.Tx(ctx, func(q db.Q) error {
		res, err := q.Exec(ctx, `UPDATE warehouse_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, k.now(), id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			var exists bool
			if err := q.Get(ctx, &exists, `SELECT EXISTS (SELECT 1 FROM warehouse_keys WHERE id = ?)`, id); err != nil {
				return err
			}
			if !exists {
				return domain.ErrNotFound
			}
			return nil // revoked before
		}
		return events.Append(ctx, q, keyEvent(id, "revoked", nil))
	})
}

// keyEvent is the event log's entry of what happened to warehouse key id, known by its name: a
// key of no account.
func keyEvent(id int64, what string, changes map[string]events.Change) events.Event {
	return events.Event{Action: "warehouse_key." + what, RecordKind: "warehouse_key", RecordID: id,
		LabelOf: "warehouse_keys.name", Changes: changes}
}

// Authenticate returns the caller of a key that exists and is not revoked, and notes its use;
// anything else is domain.ErrUnauthorized.
func (k *Keys) Authenticate(ctx context.Context, secret string) (Caller, error) {
	if !strings.HasPrefix(secret, Prefix) || len(secret) > 200 {
		return Caller{}, domain.ErrUnauthorized
	}
	var key struct {
		ID         int64      `db:"id"`
		Name       string     `db:"name"`
		LastUsedAt *time.Time `db:"last_used_at"`
	}
	q := k.db.Read()
	err := q.Get(ctx, &key, `SELECT id, name, last_used_at FROM warehouse_keys WHERE key_hash = ? AND revoked_at IS NULL`,
		apikeys.Hash(secret))
	if db.NotFound(err) {
		return Caller{}, domain.ErrUnauthorized
	}
	if err != nil {
		return Caller{}, err
	}
	c := Caller{KeyID: key.ID, Name: key.Name}
	if err := q.Select(ctx, &c.Accounts, `SELECT client_id FROM warehouse_key_clients WHERE warehouse_key_id = ? ORDER BY client_id`,
		key.ID); err != nil {
		return Caller{}, err
	}
	if now := k.now(); key.LastUsedAt == nil || now.Sub(*key.LastUsedAt) >= apikeys.UsedInterval {
		if _, err := k.db.Write().Exec(ctx, `UPDATE warehouse_keys SET last_used_at = ? WHERE id = ?`, now, key.ID); err != nil {
			return Caller{}, err
		}
	}
	return c, nil
}

// Renew revokes the working keys named name and makes a new one of that name: a process that makes
// its key at each start (the simulator of `kade serve -simulate`) keeps one working key.
func (k *Keys) Renew(ctx context.Context, name string) (Created, error) {
	if _, err := k.db.Write().Exec(ctx, `UPDATE warehouse_keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL`,
		k.now(), name); err != nil {
		return Created{}, err
	}
	return k.Create(ctx, 0, Fields{Name: name})
}
