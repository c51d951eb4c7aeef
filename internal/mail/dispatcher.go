package mail

import (
	"context"
	"log/slog"
	"time"

	"kade/internal/db"
)

const (
	// pollInterval is how often the outbox is checked when nobody pokes: it picks up retries and
	// mails queued by other instances.
	pollInterval = 5 * time.Second
	// batchSize bounds what one instance claims at a time, so others can share a long queue.
	batchSize = 20
	// maxAttempts is when a mail is given up on; it stays in the outbox with its last error.
	maxAttempts = 10
	// lease outlasts the slowest batch, so no other instance takes a mail while it is being sent;
	// after a crash the mail is sent again once the lease runs out.
	lease = batchSize*sendTimeout + time.Minute
)

// Dispatcher sends what Enqueue queued. Any number of instances may run one against the same
// database: each mail is claimed by exactly one of them before it is sent.
type Dispatcher struct {
	db     *db.DB
	sender Sender
	log    *slog.Logger
	poke   chan struct{}
}

func NewDispatcher(d *db.DB, s Sender, log *slog.Logger) *Dispatcher {
	if log == nil {
		log = slog.Default()
	}
	// One buffered poke is enough: a poke during a round makes the loop go round once more.
	return &Dispatcher{db: d, sender: s, log: log, poke: make(chan struct{}, 1)}
}

// Poke makes Run check the outbox now instead of at its next tick; call it after committing a
// transaction that queued a mail, so a password reset leaves within a second. It never blocks.
func (d *Dispatcher) Poke() {
	select {
	case d.poke <- struct{}{}:
	default:
	}
}

// Run sends due mails every pollInterval and whenever poked, until ctx is done.
func (d *Dispatcher) Run(ctx context.Context) {
	ticker := time.NewTicker(pollInterval)
	defer ticker.Stop()
	for {
		if _, err := d.RunOnce(ctx); err != nil && ctx.Err() == nil {
			d.log.ErrorContext(ctx, "mail dispatch failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		case <-d.poke:
		}
	}
}

// RunOnce claims one batch of due mails, sends them and records each outcome. A failed mail is
// retried after attempts² minutes. When ctx ends mid-batch, the unsent rest is handed back.
func (d *Dispatcher) RunOnce(ctx context.Context) (sent int, err error) {
	batch, err := d.claim(ctx)
	if err != nil {
		return 0, err
	}
	for i, m := range batch {
		if ctx.Err() != nil {
			return sent, d.release(ctx, batch[i:])
		}
		sendErr := d.sender.Send(ctx, m.message())
		if sendErr != nil && ctx.Err() != nil {
			return sent, d.release(ctx, batch[i:])
		}
		if err := d.record(ctx, m, sendErr); err != nil {
			return sent, err
		}
		if sendErr == nil {
			sent++
		}
	}
	return sent, nil
}
