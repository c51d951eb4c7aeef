// Package events keeps the event log: one row, never changed, for every change of state, written in
// the transaction of the change (Append), so a change and its event commit or roll back together.
// Who made a change comes from the request's context (WithActor). A record's history (Of) and an
// account's activity (Activity) read it; webhooks and live updates will too.
package events

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"time"

	"kade/internal/db"
)

// Kinds of actor: a user of the portal, an account's webshop (its API key), the provider's
// warehouse system (its key), or Kade itself (a job).
const (
	ActorUser      = "user"
	ActorWebshop   = "webshop"
	ActorWarehouse = "warehouse"
	ActorSystem    = "system"
)

// Actor is who makes a change: ID is the user's (0 for a key and for Kade), Name what the log shows
// (the user's or the key's name at the time).
type Actor struct {
	Kind string `json:"kind" db:"actor_kind"`
	ID   *int64 `json:"id" db:"actor_id"`
	Name string `json:"name" db:"actor_name"`
}

// System is the actor of a change no request made: a job.
var System = Actor{Kind: ActorSystem, Name: "Kade"}

type actorKey struct{}

// WithActor is ctx whose changes actor makes.
func WithActor(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, actorKey{}, a)
}

// ActorOf is who makes ctx's changes: System when no request says.
func ActorOf(ctx context.Context) Actor {
	if a, ok := ctx.Value(actorKey{}).(Actor); ok {
		return a
	}
	return System
}

// UserActor is the actor of user id named name.
func UserActor(id int64, name string) Actor { return Actor{Kind: ActorUser, ID: &id, Name: name} }

// Change is a field's value before and after a change.
type Change struct {
	From any `json:"from"`
	To   any `json:"to"`
}

// Event is one change of state: what (Action, such as "sales_order.held") happened to which record
// (RecordKind and RecordID, RecordLabel as people name it, such as an order's number), in which
// account (ClientID, nil for a record of no account, such as a provider employee), and the fields it
// changed.
type Event struct {
	ClientID    *int64
	Action      string
	RecordKind  string
	RecordID    int64
	RecordLabel string
	// LabelOf, instead of RecordLabel, names the table and column ("sales_orders.order_number") the
	// label is read from, of the row with RecordID, by the statement that appends the event.
	LabelOf string
	Changes map[string]Change
}

// Append writes e, made by ctx's actor now, in q's transaction.
func Append(ctx context.Context, q db.Q, e Event) error {
	changes := e.Changes
	if changes == nil {
		changes = map[string]Change{}
	}
	encoded, err := json.Marshal(changes)
	if err != nil {
		return err
	}
	a := ActorOf(ctx)
	const columns = `INSERT INTO events (client_id, actor_kind, actor_id, actor_name, action, record_kind, record_id,
		changes, occurred_at, record_label) `
	args := []any{e.ClientID, a.Kind, a.ID, a.Name, e.Action, e.RecordKind, e.RecordID, string(encoded), db.Now()}
	label := "?"
	if table, column, fromRow := strings.Cut(e.LabelOf, "."); fromRow {
		label = `(SELECT r.` + column + ` FROM ` + table + ` r WHERE r.id = ?)`
		args = append(args, e.RecordID)
	} else {
		args = append(args, e.RecordLabel)
	}
	_, err = q.Exec(ctx, columns+`VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, `+label+`)`, args...)
	return err
}

// Diff is the fields of before and after (values of one struct type, as their JSON shows them)
// whose values differ, by their JSON names; a field of neither is left out.
func Diff(before, after any) map[string]Change {
	var b, a map[string]any
	if !decodeAs(before, &b) || !decodeAs(after, &a) {
		return nil
	}
	changes := map[string]Change{}
	for name, to := range a {
		if from := b[name]; !reflect.DeepEqual(from, to) {
			changes[name] = Change{From: from, To: to}
		}
	}
	return changes
}

// decodeAs reads v's JSON into m.
func decodeAs(v any, m *map[string]any) bool {
	raw, err := json.Marshal(v)
	return err == nil && json.Unmarshal(raw, m) == nil
}

// Entry is an event as the log shows it.
type Entry struct {
	ID          int64 `json:"id" db:"id"`
	Actor       `json:"actor"`
	Action      string            `json:"action" db:"action"`
	RecordKind  string            `json:"record_kind" db:"record_kind"`
	RecordID    int64             `json:"record_id" db:"record_id"`
	RecordLabel string            `json:"record_label" db:"record_label"`
	Changes     map[string]Change `json:"changes" db:"-"`
	RawChanges  string            `json:"-" db:"changes"`
	OccurredAt  time.Time         `json:"occurred_at" db:"occurred_at"`
}

// Finish completes an entry as read: its changes decoded, its time in UTC.
func Finish(e *Entry) {
	e.Changes = map[string]Change{}
	_ = json.Unmarshal([]byte(e.RawChanges), &e.Changes) // Append wrote it
	e.OccurredAt = e.OccurredAt.UTC()
}

// entryColumns are the select list that scans into Entry, of events e.
const entryColumns = `e.id, e.actor_kind, e.actor_id, e.actor_name, e.action, e.record_kind, e.record_id,
	e.record_label, e.changes, e.occurred_at`

// MaxHistory is the most events a record's history shows: its newest.
const MaxHistory = 500

// Of is the history of a record of kind and id in account clientID (nil: of no account), oldest
// first: its newest MaxHistory events.
func Of(ctx context.Context, q db.Q, clientID *int64, kind string, id int64) ([]Entry, error) {
	account, args := "e.client_id IS NULL", []any{kind, id}
	if clientID != nil {
		account, args = "e.client_id = ?", append(args, *clientID)
	}
	entries := []Entry{}
	err := q.Select(ctx, &entries, `SELECT * FROM (SELECT `+entryColumns+` FROM events e
		WHERE e.record_kind = ? AND e.record_id = ? AND `+account+` ORDER BY e.id DESC LIMIT ?) e ORDER BY e.id`,
		append(args, MaxHistory)...)
	for i := range entries {
		Finish(&entries[i])
	}
	return entries, err
}

// Log appends an event that no change of state carries: one of a read, such as an export.
type Log struct{ db *db.DB }

func NewLog(d *db.DB) Log { return Log{db: d} }

// Append writes e, made by ctx's actor now, in a transaction of its own.
func (l Log) Append(ctx context.Context, e Event) error {
	return l.db.Tx(ctx, func(q db.Q) error { return Append(ctx, q, e) })
}
