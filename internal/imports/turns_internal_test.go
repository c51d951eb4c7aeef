package imports

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"kade/internal/domain"
)

// Imports beyond those reading wait their turn; beyond those waiting they are refused at once with
// a 429 that says when to try again; a waiting import whose request ends stops waiting.
func TestTurns(t *testing.T) {
	turns := newTurns(1, 1)
	leave, err := turns.enter(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	entered := make(chan error)
	go func() {
		leave, err := turns.enter(context.Background())
		if err == nil {
			leave()
		}
		entered <- err
	}()
	waitFor(t, func() bool { return len(turns.waiting) == 1 })

	_, err = turns.enter(context.Background())
	var tooMany *domain.TooManyRequests
	if !errors.As(err, &tooMany) || tooMany.Message != "import.errors.busy" || !tooMany.Until.After(time.Now()) {
		t.Fatalf("err %v, want a TooManyRequests with import.errors.busy", err)
	}

	leave()
	if err := <-entered; err != nil {
		t.Errorf("the waiting import: %v", err)
	}
	if len(turns.reading) != 0 || len(turns.waiting) != 0 {
		t.Errorf("%d reading, %d waiting after all left", len(turns.reading), len(turns.waiting))
	}

	leave, err = turns.enter(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer leave()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		_, err := turns.enter(ctx)
		entered <- err
	}()
	waitFor(t, func() bool { return len(turns.waiting) == 1 })
	cancel()
	if err := <-entered; !errors.Is(err, context.Canceled) {
		t.Errorf("the cancelled import: %v", err)
	}
	if len(turns.waiting) != 0 {
		t.Error("the cancelled import still waits")
	}
}

// Stage takes its turn from the server's readers: with every turn taken, an import is refused
// before its file is opened.
func TestStageTakesATurn(t *testing.T) {
	for range maxReading {
		readers.reading <- struct{}{}
	}
	for range maxWaiting {
		readers.waiting <- struct{}{}
	}
	defer func() {
		for range maxReading {
			<-readers.reading
		}
		for range maxWaiting {
			<-readers.waiting
		}
	}()
	_, err := Stage(context.Background(), "no such file", "p.csv", Columns{Named: 1, LongestText: 10},
		func([]string) (RowParser[string], error) { return nil, nil })
	var tooMany *domain.TooManyRequests
	if !errors.As(err, &tooMany) {
		t.Errorf("err %v, want TooManyRequests", err)
	}
}

// waitFor waits until done holds, giving the other goroutines the processor meanwhile.
func waitFor(t *testing.T, done func() bool) {
	t.Helper()
	for !done() {
		runtime.Gosched()
	}
}
