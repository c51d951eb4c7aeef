package db

import (
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// IsUnavailable reports whether err means the database could not serve the call for now — the
// server is down, restarting or out of resources, the SQLite file cannot be opened or written, or
// the writer stayed locked past the busy timeout — rather than that the call itself was wrong. Such
// a call may succeed when tried again shortly.
func IsUnavailable(err error) bool {
	var pgErr *pgconn.PgError
	var connectErr *pgconn.ConnectError
	var sqliteErr *sqlite.Error
	switch {
	case err == nil:
		return false
	case errors.As(err, &pgErr):
		return postgresUnavailable(pgErr.Code)
	case errors.As(err, &connectErr), errors.Is(err, driver.ErrBadConn):
		return true
	case errors.As(err, &sqliteErr):
		return sqliteUnavailable(sqliteErr.Code())
	}
	return brokenConnection(err)
}

// brokenConnection reports whether err is what a PostgreSQL connection answers when the server went
// away mid-call (a crash or a kill, where no SQLSTATE is sent): the socket's error, an unexpected
// end of the stream, or the connection pgx closed after one. Nothing else Kade calls in a request
// answers these unwrapped: uploads and spreadsheet readers wrap what they read as the client's fault.
func brokenConnection(err error) bool {
	var netErr *net.OpError
	var pgconnErr interface{ SafeToRetry() bool }
	switch {
	case errors.As(err, &netErr), errors.Is(err, io.ErrUnexpectedEOF):
		return true
	case errors.As(err, &pgconnErr):
		closed, ok := pgconnErr.(error)
		return ok && closed.Error() == "conn closed"
	}
	return false
}

// postgresUnavailable reports whether SQLSTATE code says the server cannot serve now: class 08
// (connection exception), 53 (insufficient resources) or an administrator's shutdown or a server
// that is starting (57P01, 57P02, 57P03).
func postgresUnavailable(code string) bool {
	switch {
	case strings.HasPrefix(code, "08"), strings.HasPrefix(code, "53"):
		return true
	}
	return code == "57P01" || code == "57P02" || code == "57P03"
}

// sqliteUnavailable reports whether an SQLite result code (extended or primary) says the file
// cannot be used now: a full disk, an I/O error, a file that cannot be opened, or a lock still held
// when the busy timeout ran out.
func sqliteUnavailable(code int) bool {
	switch code & 0xff {
	case sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_BUSY:
		return true
	}
	return false
}
