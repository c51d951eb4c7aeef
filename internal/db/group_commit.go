package db

import (
	"context"
	"errors"
	"sync"
)

// groupCommit commits SQLite's write transactions that wait for the writer at the same time
// together. SQLite runs one write transaction at a time, and its commit writes every page the
// transaction changed to the WAL, a system call or two a page: of a warehouse shipment's
// transaction, a third of its time. Run one after the other in one transaction, the waiting ones
// write the pages they share (the tables' and indexes' last pages, a product's row) once, and each
// is answered when that transaction is committed.
//
// When one of them fails or panics, or the transaction itself does, the whole transaction is rolled
// back and each of them runs again alone, as Tx's callers already allow (see Tx): the one that failed
// fails again by itself, and no answer rests on what another did in a transaction that was never
// committed. A caller that has gone is answered its context's error without running. One that waits
// alone runs alone, as before.
type groupCommit struct {
	// runAlone runs one transaction by itself; runGroup runs several in one and answers them, unless
	// it fails.
	runAlone func(context.Context, func(Q) error) error
	runGroup func([]*groupMember) error
	// leader holds a token while a caller runs the waiting transactions.
	leader  chan struct{}
	mu      sync.Mutex
	waiting []*groupMember
}

func newGroupCommit(runAlone func(context.Context, func(Q) error) error, runGroup func([]*groupMember) error) *groupCommit {
	return &groupCommit{runAlone: runAlone, runGroup: runGroup, leader: make(chan struct{}, 1)}
}

// groupMember is one caller's transaction: its context, its work and where it is answered.
type groupMember struct {
	ctx  context.Context
	fn   func(tx Q) error
	done chan groupAnswer
	// answered says that the leader has answered it (only the leader reads and writes it).
	answered bool
}

// groupAnswer is what a member's transaction gave: an error, or the value its work panicked with.
type groupAnswer struct {
	err      error
	panicked any
}

func (m *groupMember) answer(a groupAnswer) {
	m.answered = true
	m.done <- a
}

// run runs fn in a transaction of its own or with others that wait at the same time (see
// groupCommit), and answers its error; a panic of fn is raised again here.
func (g *groupCommit) run(ctx context.Context, fn func(tx Q) error) error {
	m := &groupMember{ctx: ctx, fn: fn, done: make(chan groupAnswer, 1)}
	g.mu.Lock()
	g.waiting = append(g.waiting, m)
	g.mu.Unlock()
	select {
	case a := <-m.done: // a leader ran it
		return a.raise()
	case g.leader <- struct{}{}:
	}
	// The leader runs whatever waits, which includes m unless the leader before ran it.
	g.mu.Lock()
	members := g.waiting
	g.waiting = nil
	g.mu.Unlock()
	if len(members) > 0 {
		g.lead(members)
	}
	<-g.leader
	return (<-m.done).raise()
}

// lead runs members: alone when it is one, else together, and each alone that the group's
// transaction left unanswered.
func (g *groupCommit) lead(members []*groupMember) {
	if len(members) == 1 || g.runGroup(members) != nil {
		for _, m := range members {
			if !m.answered {
				m.answer(catch(func() error { return g.runAlone(m.ctx, m.fn) }))
			}
		}
	}
}

// catch runs work and answers its error, or the value it panicked with.
func catch(work func() error) (a groupAnswer) {
	defer func() {
		if p := recover(); p != nil {
			a = groupAnswer{panicked: p}
		}
	}()
	return groupAnswer{err: work()}
}

// raise is the answer's error, or its work's panic raised again.
func (a groupAnswer) raise() error {
	if a.panicked != nil {
		panic(a.panicked)
	}
	return a.err
}

// errGroupFailed is a group's transaction that one of its members failed: each runs again alone.
var errGroupFailed = errors.New("a transaction of the group failed")

// txGroup runs members in one transaction and commits it (see groupCommit), and answers them; when it
// fails, the members not answered are to run alone.
func (d *DB) txGroup(members []*groupMember) error {
	ctx := context.WithoutCancel(members[0].ctx)
	tx, err := d.write.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer d.writeRunner.prepareWanted(ctx)
	defer func() { _ = tx.Rollback() }() // unless committed
	q := txRunner{tx, d.writeRunner}
	var held []*groupMember // whose work the transaction holds
	for _, m := range members {
		if err := m.ctx.Err(); err != nil {
			m.answer(groupAnswer{err: err})
			continue
		}
		if a := catch(func() error { return m.fn(q) }); a.err != nil || a.panicked != nil {
			return errGroupFailed
		}
		held = append(held, m)
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	for _, m := range held {
		m.answer(groupAnswer{})
	}
	return nil
}
