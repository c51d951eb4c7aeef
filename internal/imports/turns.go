package imports

import (
	"context"
	"time"

	"kade/internal/domain"
)

// How many imports read their file at once, and how many more may wait for their turn. Reading a
// file takes a core and up to about 175 MB (an XLSX whose zip directory and shared strings are both
// at their bounds; see bombs_test.go), so this server reads two at a time; an import that finds
// eight waiting already is refused.
const (
	maxReading = 2
	maxWaiting = 8
)

// retryAfter is when a refused import is told to try again: about when those waiting are done.
const retryAfter = time.Minute

// turns hands out the turns to read a file.
type turns struct {
	reading, waiting chan struct{}
}

func newTurns(reading, waiting int) *turns {
	return &turns{reading: make(chan struct{}, reading), waiting: make(chan struct{}, waiting)}
}

// readers are the turns of every import of this server.
var readers = newTurns(maxReading, maxWaiting)

// enter waits for a turn to read a file, as long as ctx lasts, and returns leave, which ends it.
// When too many imports wait already it answers domain.TooManyRequests at once.
func (t *turns) enter(ctx context.Context) (leave func(), err error) {
	leave = func() { <-t.reading }
	select {
	case t.reading <- struct{}{}:
		return leave, nil
	default:
	}
	select {
	case t.waiting <- struct{}{}:
		defer func() { <-t.waiting }()
	default:
		return nil, &domain.TooManyRequests{Until: time.Now().Add(retryAfter), Message: "import.errors.busy"}
	}
	select {
	case t.reading <- struct{}{}:
		return leave, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
