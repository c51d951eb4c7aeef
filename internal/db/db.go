// Package db opens Kade's database — embedded SQLite or PostgreSQL — runs the embedded per-dialect
// migrations and gives store code one way to query both engines with `?` placeholders.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/jmoiron/sqlx"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Dialect names the database engine behind a DB.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

func init() {
	// sqlx knows "pgx" but not modernc's driver name; without this Rebind would not know the bind style.
	sqlx.BindDriver("sqlite", sqlx.QUESTION)
}

// DB is an open database. SQLite gets one writer connection and a read-only pool (readers never
// wait for the writer in WAL mode); PostgreSQL a pool for each (see openPostgres).
type DB struct {
	Dialect     Dialect
	write       *sqlx.DB
	read        *sqlx.DB
	writeRunner *poolRunner
	readRunner  *poolRunner
	secret      []byte // see Secret
	// search is PostgreSQL's pool of the searches (see searchConfig).
	search *sqlx.DB
	// listenConfig connects Listen's own connection (PostgreSQL only).
	listenConfig *pgx.ConnConfig
	// group commits write transactions together (SQLite only, see groupCommit).
	group *groupCommit
}

func newDB(dialect Dialect, write, read *sqlx.DB) *DB {
	d := &DB{Dialect: dialect, write: write, read: read, writeRunner: newPoolRunner(dialect, write), readRunner: newPoolRunner(dialect, read)}
	if read == write {
		d.readRunner = d.writeRunner
	}
	return d
}

// Open connects to the database that url names: "sqlite:<path>" (or a bare path) or "postgres://...".
func Open(ctx context.Context, url string) (*DB, error) {
	var d *DB
	var err error
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		d, err = openPostgres(url)
	default:
		d, err = openSQLite(strings.TrimPrefix(url, "sqlite:"))
	}
	if err != nil {
		return nil, err
	}
	if err := d.Ping(ctx); err != nil {
		d.Close()
		return nil, fmt.Errorf("connect to %s database: %w", d.Dialect, err)
	}
	return d, nil
}

// ReaderMapSize is how much of a SQLite file its readers map: the most SQLite maps (2 GiB less
// 64 KiB). The pages mapped are the system's page cache, shared by the readers, not the process's
// own memory; a larger file's pages beyond it are read as unmapped ones.
const ReaderMapSize = 0x7fff0000

func openSQLite(path string) (*DB, error) {
	if path == "" {
		return nil, errors.New("empty SQLite path")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, fmt.Errorf("create database directory: %w", err)
	}
	// busy_timeout comes first so that the other pragmas already wait for a lock instead of failing.
	pragmas := "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)" +
		"&_pragma=foreign_keys(ON)&_time_format=sqlite"
	write, err := sqlx.Open("sqlite", "file:"+path+"?"+pragmas+"&_txlock=immediate")
	if err != nil {
		return nil, err
	}
	write.SetMaxOpenConns(1)
	write.SetConnMaxIdleTime(0)
	// A reader keeps 8 MiB of pages instead of SQLite's 2: an export of a million return rows read
	// pages from the file again and again with the smaller cache (210,000 rows a second instead of
	// 540,000). And it maps the file (ReaderMapSize): every commit empties every reader's cache, so
	// after any write a reader reads each page it needs again, with a read call each when unmapped
	// (a month report of 10,000 products 114 ms instead of 33; mapped, 41).
	read, err := sqlx.Open("sqlite", "file:"+path+"?"+pragmas+"&_pragma=query_only(1)&_pragma=cache_size(-8192)"+
		"&_pragma=mmap_size("+strconv.Itoa(ReaderMapSize)+")")
	if err != nil {
		write.Close()
		return nil, err
	}
	readers := max(4, 2*runtime.NumCPU())
	read.SetMaxOpenConns(readers)
	read.SetMaxIdleConns(readers)
	d := newDB(SQLite, write, read)
	d.group = newGroupCommit(d.txAlone, d.txGroup)
	return d, nil
}

func openPostgres(url string) (*DB, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, err
	}
	// Every statement here reads or writes a few rows, in milliseconds. A plan whose cost passes
	// jit_above_cost (a scan of a large table) was compiled by LLVM first: 100 to 500 ms, more than
	// running it takes.
	cfg.RuntimeParams["jit"] = "off"
	// Reads have a pool of their own, so that long ones (exports) never hold up a write.
	pool := max(8, 4*runtime.NumCPU())
	d := newDB(Postgres, postgresPool(cfg, pool), postgresPool(cfg, pool))
	d.listenConfig = cfg
	// A search keeps a core busy while it runs: more at once than the cores only wait longer.
	d.search = postgresPool(searchConfig(cfg), max(2, runtime.NumCPU()))
	d.readRunner.planned, d.writeRunner.planned = d.search, d.search
	return d, nil
}

// searchConfig is cfg for the searches' pool (the statements planned each run, see PlannedEachRun).
// A search matches an account's rows by LIKE patterns; a page or count of them, with its LIMIT,
// looks cheaper to the planner as a sequential scan that stops early than through the trigram
// indexes, as it supposes the matching rows spread evenly over the table and over the accounts,
// while those of an account whose rows are all at the table's end are read after every other's.
// Its connections take a scan only where no index serves.
func searchConfig(cfg *pgx.ConnConfig) *pgx.ConnConfig {
	search := cfg.Copy()
	search.RuntimeParams["enable_seqscan"] = "off"
	return search
}

// postgresPool is a pool of at most size connections of cfg (see docs/operations.md, 'Connections').
func postgresPool(cfg *pgx.ConnConfig, size int) *sqlx.DB {
	pool := sqlx.NewDb(stdlib.OpenDB(*cfg), "pgx")
	pool.SetMaxOpenConns(size)
	pool.SetMaxIdleConns(size)
	pool.SetConnMaxIdleTime(5 * time.Minute)
	return pool
}

// Read is for queries that change nothing; on SQLite it never waits for a writer.
func (d *DB) Read() Q { return d.readRunner }

// Write is for single statements that change data; use Tx when several must succeed together.
func (d *DB) Write() Q { return d.writeRunner }

// Writers is how many write transactions of one task are worth running at once: one on SQLite,
// which has one writer, and on PostgreSQL one per core and as many more, as a transaction of a few
// rows spends as much time in round trips as in either process's work.
func (d *DB) Writers() int {
	if d.Dialect == SQLite {
		return 1
	}
	return 2 * runtime.NumCPU()
}

// Tx runs fn in one transaction, committed when fn returns nil and rolled back otherwise. A
// transaction that PostgreSQL aborts as a deadlock or a serialization failure is rolled back and
// run again from the start, up to txAttempts times in all, after a random pause. So fn must be safe
// to rerun: it sets every result it hands out anew, and does nothing outside the transaction (a
// mail is enqueued in it, a signal is sent once Tx returns). On SQLite the transactions that wait
// for the writer at the same time are committed together (see groupCommit).
func (d *DB) Tx(ctx context.Context, fn func(tx Q) error) error {
	for attempt := 1; ; attempt++ {
		err := d.tx(ctx, fn)
		if attempt == txAttempts || !retryable(err) {
			return err
		}
		if pause(ctx, attempt) != nil {
			return err
		}
	}
}

// TxValue runs fn in one transaction as Tx does and answers what its last run gave.
func TxValue[T any](ctx context.Context, d *DB, fn func(tx Q) (T, error)) (T, error) {
	var value T
	err := d.Tx(ctx, func(tx Q) error {
		var err error
		value, err = fn(tx)
		return err
	})
	return value, err
}

// tx runs fn in a transaction: on SQLite with the others that wait for the writer at the same
// time (see groupCommit).
func (d *DB) tx(ctx context.Context, fn func(tx Q) error) error {
	if d.group != nil {
		return d.group.run(ctx, fn)
	}
	return d.txAlone(ctx, fn)
}

// txAlone runs fn in a transaction of its own.
func (d *DB) txAlone(ctx context.Context, fn func(tx Q) error) error {
	tx, err := d.write.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer d.writeRunner.prepareWanted(ctx)
	// Rolled back when fn fails or panics: a transaction left open would keep its connection, on
	// SQLite the one writer, for good. After the commit the rollback does nothing.
	defer func() { _ = tx.Rollback() }()
	if err := fn(txRunner{tx, d.writeRunner}); err != nil {
		return err
	}
	return tx.Commit()
}

// Ping checks that both the writer and the readers answer.
func (d *DB) Ping(ctx context.Context) error {
	if err := d.write.PingContext(ctx); err != nil {
		return err
	}
	return d.read.PingContext(ctx)
}

// Close closes every connection.
func (d *DB) Close() error {
	d.readRunner.close()
	d.writeRunner.close()
	err := d.write.Close()
	if d.read != d.write {
		err = errors.Join(err, d.read.Close())
	}
	if d.search != nil {
		err = errors.Join(err, d.search.Close())
	}
	return err
}

// NotFound reports whether err means a query found no row.
func NotFound(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// Now is the current time as both engines store it: UTC, in microseconds (PostgreSQL's precision).
func Now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }
