package imports

import (
	"context"
	"slices"
	"sync"
	"time"

	"kade/internal/domain"
)

// How many imports read their file at once, and how many more may wait for their turn. Reading a
// file takes a core and up to about 175 MB (an XLSX whose zip directory and shared strings are both
// at their bounds; see bombs_test.go), so this server reads two at a time. The turns are shared
// fairly between accounts: an account reads one file at a time and has at most two more waiting,
// so one account's many imports never hold every turn, and another account's import reads at once
// while a turn is free (else waits behind few). An import that finds its account's queue or the
// whole queue full is refused.
const (
	maxReading           = 2
	maxWaiting           = 8
	maxWaitingPerAccount = 2
)

// retryAfter is when a refused import is told to try again: about when those waiting are done.
const retryAfter = time.Minute

// turns hands out the turns to read a file: at most one per account, first come first served
// among the accounts that do not read already.
type turns struct {
	mu                     sync.Mutex
	maxReading, maxWaiting int
	reading                map[int64]bool // the accounts that read a file now
	queue                  []*waiter      // in order of arrival
}

// waiter is an import waiting for its turn; ready is closed when it has it.
type waiter struct {
	account int64
	ready   chan struct{}
}

func newTurns(reading, waiting int) *turns {
	return &turns{maxReading: reading, maxWaiting: waiting, reading: map[int64]bool{}}
}

// readers are the turns of every import of this server.
var readers = newTurns(maxReading, maxWaiting)

// enter waits for a turn of the account to read a file, as long as ctx lasts, and returns leave,
// which ends it. When too many imports wait already, of the account or of all, it answers
// domain.TooManyRequests at once.
func (t *turns) enter(ctx context.Context, account int64) (leave func(), err error) {
	leave = func() { t.leave(account) }
	t.mu.Lock()
	if t.free(account) {
		t.reading[account] = true
		t.mu.Unlock()
		return leave, nil
	}
	if len(t.queue) >= t.maxWaiting || t.waitingOf(account) >= maxWaitingPerAccount {
		t.mu.Unlock()
		return nil, &domain.TooManyRequests{Until: time.Now().Add(retryAfter), Message: "import.errors.busy"}
	}
	w := &waiter{account: account, ready: make(chan struct{})}
	t.queue = append(t.queue, w)
	t.mu.Unlock()
	select {
	case <-w.ready:
		return leave, nil
	case <-ctx.Done():
	}
	t.mu.Lock()
	waiting := slices.Contains(t.queue, w)
	t.queue = slices.DeleteFunc(t.queue, func(other *waiter) bool { return other == w })
	t.mu.Unlock()
	if !waiting { // given its turn as ctx ended: hand it on
		leave()
	}
	return nil, ctx.Err()
}

// free reports whether the account may read now: it reads nothing yet and a turn is free.
func (t *turns) free(account int64) bool {
	return !t.reading[account] && len(t.reading) < t.maxReading
}

func (t *turns) waitingOf(account int64) int {
	n := 0
	for _, w := range t.queue {
		if w.account == account {
			n++
		}
	}
	return n
}

// leave ends the account's turn and gives the free turns to the first waiting imports of accounts
// that read nothing.
func (t *turns) leave(account int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.reading, account)
	for i := 0; i < len(t.queue); {
		w := t.queue[i]
		if !t.free(w.account) {
			i++
			continue
		}
		t.reading[w.account] = true
		t.queue = slices.Delete(t.queue, i, i+1)
		close(w.ready)
	}
}
