package db

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
)

// listenRetry is the pause before Listen connects again after losing its connection.
const listenRetry = time.Second

// ErrNoNotifications is Listen's answer on SQLite, which has no notifications.
var ErrNoNotifications = errors.New("the database sends no notifications")

// Listen receives PostgreSQL's notifications on channel (sent with pg_notify, at the commit of the
// transaction that sent them, to every instance) until ctx ends, on a connection of its own. It calls
// connected(true) once LISTEN holds and connected(false) when the connection is lost, then connects
// again after a pause: what was sent in between is never delivered, so a subscriber must treat
// everything it kept as stale then. notified gets each notification's payload, in order. On SQLite it
// returns ErrNoNotifications at once.
func (d *DB) Listen(ctx context.Context, channel string, connected func(bool), notified func(payload string)) error {
	if d.listenConfig == nil {
		return ErrNoNotifications
	}
	for {
		listened, err := d.listenOnce(ctx, channel, connected, notified)
		if ctx.Err() != nil {
			return nil
		}
		if listened { // once per loss, not per attempt while the database is away
			slog.Warn("lost the connection that listens for changes: what was kept in memory is read from the database until it is back",
				"channel", channel, "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(listenRetry):
		}
	}
}

// listenOnce listens on one connection until it fails; listened says whether LISTEN held.
func (d *DB) listenOnce(ctx context.Context, channel string, connected func(bool), notified func(string)) (bool, error) {
	conn, err := pgx.ConnectConfig(ctx, d.listenConfig)
	if err != nil {
		return false, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return false, err
	}
	connected(true)
	defer connected(false)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return true, err
		}
		notified(n.Payload)
	}
}
