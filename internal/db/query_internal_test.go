package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"sync"
	"testing"

	"github.com/jmoiron/sqlx"
)

// Two callers that prepare the same query at once keep one statement and close the other without
// holding the runner's lock: closing waits for the connection it was prepared on, which may be a
// transaction's waiting for a lock whose holder looks its own statements up meanwhile (that
// circle once hung the PostgreSQL tests for ten minutes).
func TestAStatementPreparedTwiceIsClosedOutsideTheLock(t *testing.T) {
	conns := &slowConnector{prepared: make(chan struct{}), prepare: make(chan struct{}),
		closing: make(chan struct{}, 2), closeDone: make(chan struct{})}
	pool := sqlx.NewDb(sql.OpenDB(conns), "sqlite")
	pool.SetMaxOpenConns(2)
	defer pool.Close()
	r := newPoolRunner(SQLite, pool)

	const query = `SELECT 1`
	stmts := make([]*sqlx.Stmt, 2)
	var wg sync.WaitGroup
	for i := range stmts {
		wg.Go(func() {
			s, err := r.stmt(context.Background(), query)
			if err != nil {
				t.Error(err)
			}
			stmts[i] = s
		})
	}
	<-conns.prepared
	<-conns.prepared
	close(conns.prepare)
	<-conns.closing
	if !r.mu.TryRLock() {
		t.Error("the runner's lock is held while the second statement closes")
	} else {
		r.mu.RUnlock()
	}
	close(conns.closeDone)
	wg.Wait()
	if stmts[0] == nil || stmts[0] != stmts[1] || r.prepared(query) != stmts[0] {
		t.Errorf("statements %p and %p, kept %p: want the one kept for both", stmts[0], stmts[1], r.prepared(query))
	}
}

// slowConnector's connections prepare statements that run nothing: each preparation says so on
// prepared and waits for prepare to close; each close says so on closing and waits for closeDone.
type slowConnector struct {
	prepared, prepare, closing, closeDone chan struct{}
}

func (c *slowConnector) Connect(context.Context) (driver.Conn, error) { return slowConn{c}, nil }
func (c *slowConnector) Driver() driver.Driver                        { return nil }

type slowConn struct{ c *slowConnector }

func (s slowConn) Prepare(string) (driver.Stmt, error) {
	s.c.prepared <- struct{}{}
	<-s.c.prepare
	return slowStmt(s), nil
}
func (slowConn) Close() error              { return nil }
func (slowConn) Begin() (driver.Tx, error) { return nil, errors.ErrUnsupported }

type slowStmt struct{ c *slowConnector }

func (s slowStmt) Close() error {
	s.c.closing <- struct{}{}
	<-s.c.closeDone
	return nil
}
func (slowStmt) NumInput() int                              { return -1 }
func (slowStmt) Exec([]driver.Value) (driver.Result, error) { return nil, errors.ErrUnsupported }
func (slowStmt) Query([]driver.Value) (driver.Rows, error)  { return nil, errors.ErrUnsupported }
