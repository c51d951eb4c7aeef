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
	leave, err := turns.enter(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	entered := make(chan error)
	go func() {
		leave, err := turns.enter(context.Background(), 2)
		if err == nil {
			leave()
		}
		entered <- err
	}()
	waitFor(t, func() bool { return turns.waitingNow() == 1 })

	_, err = turns.enter(context.Background(), 3)
	var tooMany *domain.TooManyRequests
	if !errors.As(err, &tooMany) || tooMany.Message != "import.errors.busy" || !tooMany.Until.After(time.Now()) {
		t.Fatalf("err %v, want a TooManyRequests with import.errors.busy", err)
	}

	leave()
	if err := <-entered; err != nil {
		t.Errorf("the waiting import: %v", err)
	}
	if turns.readingNow() != 0 || turns.waitingNow() != 0 {
		t.Errorf("%d reading, %d waiting after all left", turns.readingNow(), turns.waitingNow())
	}

	leave, err = turns.enter(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer leave()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		_, err := turns.enter(ctx, 2)
		entered <- err
	}()
	waitFor(t, func() bool { return turns.waitingNow() == 1 })
	cancel()
	if err := <-entered; !errors.Is(err, context.Canceled) {
		t.Errorf("the cancelled import: %v", err)
	}
	if turns.waitingNow() != 0 {
		t.Error("the cancelled import still waits")
	}
}

// One account's many imports never hold every turn: it reads one file at a time and has at most
// maxWaitingPerAccount more waiting (the next is refused), and another account's import reads at
// once. A freed turn goes to the first waiting import of an account that reads nothing.
func TestTurnsAreSharedBetweenAccounts(t *testing.T) {
	const a, b, c = 1, 2, 3
	turns := newTurns(2, 8)
	leaveA, err := turns.enter(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	// Each waiting import says when it got its turn, and keeps it until release.
	got, release := make(chan int64, 8), make(chan struct{})
	wait := func(account int64) {
		go func() {
			leave, err := turns.enter(context.Background(), account)
			if err != nil {
				t.Error(err)
				got <- 0
				return
			}
			got <- account
			<-release
			leave()
		}()
	}
	for range maxWaitingPerAccount {
		wait(a)
	}
	waitFor(t, func() bool { return turns.waitingNow() == maxWaitingPerAccount })
	var tooMany *domain.TooManyRequests
	if _, err := turns.enter(context.Background(), a); !errors.As(err, &tooMany) {
		t.Fatalf("account A's import beyond its share: %v, want TooManyRequests", err)
	}

	// B's import reads at once: it neither waits nor is refused. Should it queue (A holding every
	// turn), the test fails rather than waits for ever.
	bCtx, stopB := context.WithCancel(context.Background())
	defer stopB()
	entered := make(chan func(), 1)
	go func() {
		leave, err := turns.enter(bCtx, b)
		if err != nil {
			leave = nil
		}
		entered <- leave
	}()
	waitFor(t, func() bool { return turns.readingNow() == 2 || turns.waitingNow() > maxWaitingPerAccount })
	if turns.readingNow() != 2 {
		stopB()
		t.Fatalf("account B's import waits while A fills its share (%d reading, %d waiting)", turns.readingNow(), turns.waitingNow())
	}
	leaveB := <-entered
	if leaveB == nil {
		t.Fatal("account B's import was refused")
	}
	wait(c)
	waitFor(t, func() bool { return turns.waitingNow() == maxWaitingPerAccount+1 })

	leaveA()
	if account := <-got; account != a {
		t.Errorf("A's turn went to %d, want A's first waiting import", account)
	}
	leaveB()
	if account := <-got; account != c {
		t.Errorf("B's turn went to %d, want C's import (A reads already)", account)
	}
	if turns.waitingNow() != 1 {
		t.Errorf("%d waiting, want A's last import", turns.waitingNow())
	}
	close(release)
	if account := <-got; account != a {
		t.Errorf("the last turn went to %d, want A's last import", account)
	}
}

func (t *turns) waitingNow() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.queue)
}

func (t *turns) readingNow() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.reading)
}

// Stage takes its turn from the server's readers: with every turn taken, an import is refused
// before its file is opened.
func TestStageTakesATurn(t *testing.T) {
	leave, err := readers.enter(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer leave()
	for range maxWaitingPerAccount {
		readers.queue = append(readers.queue, &waiter{account: 1, ready: make(chan struct{})})
	}
	defer func() { readers.queue = nil }()
	_, err = Stage(context.Background(), 1, "no such file", "p.csv", Columns{Named: 1, LongestText: 10},
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
