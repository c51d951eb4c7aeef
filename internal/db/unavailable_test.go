package db_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"kade/internal/db"
	"kade/internal/domain"
)

func TestIsUnavailableKnowsPostgresOutages(t *testing.T) {
	for code, want := range map[string]bool{
		"08006": true, "08001": true, "57P01": true, "57P02": true, "57P03": true, "53300": true, "53100": true,
		"23505": false, "40P01": false, "40001": false, "42601": false, "57014": false, "22001": false,
	} {
		err := fmt.Errorf("list orders: %w", &pgconn.PgError{Code: code})
		if got := db.IsUnavailable(err); got != want {
			t.Errorf("SQLSTATE %s: IsUnavailable = %v, want %v", code, got, want)
		}
	}
}

func TestIsUnavailableKnowsAServerThatDoesNotAnswer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	_, err = db.Open(context.Background(), "postgres://postgres@"+addr+"/kade?sslmode=disable&connect_timeout=5")
	if err == nil || !db.IsUnavailable(err) {
		t.Errorf("connecting to a closed port: IsUnavailable(%v) = false", err)
	}
	if !db.IsUnavailable(io.ErrUnexpectedEOF) {
		t.Error("a connection cut off mid-answer is not unavailable")
	}
}

func TestIsUnavailableLeavesOtherErrorsAlone(t *testing.T) {
	for _, err := range []error{nil, sql.ErrNoRows, context.Canceled, context.DeadlineExceeded, domain.ErrNotFound,
		domain.ErrConflict, domain.ValidationErrors{"name": {"validation.required"}}, errors.New("something broke"), io.EOF} {
		if db.IsUnavailable(err) {
			t.Errorf("IsUnavailable(%v) = true", err)
		}
	}
}

func TestIsUnavailableKnowsSQLiteFullLockedAndMissingFiles(t *testing.T) {
	ctx := context.Background()
	open := func(t *testing.T, dsn string) *sql.DB {
		t.Helper()
		d, err := sql.Open("sqlite", dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { d.Close() })
		return d
	}
	path := filepath.Join(t.TempDir(), "kade.db")
	file := open(t, "file:"+path+"?_pragma=busy_timeout(0)")
	if _, err := file.ExecContext(ctx, `CREATE TABLE notes (body TEXT NOT NULL UNIQUE)`); err != nil {
		t.Fatal(err)
	}

	t.Run("full", func(t *testing.T) {
		conn, err := file.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, `PRAGMA max_page_count = 3`); err != nil {
			t.Fatal(err)
		}
		_, err = conn.ExecContext(ctx, `INSERT INTO notes (body) VALUES (?)`, strings.Repeat("x", 1<<20))
		if err == nil || !db.IsUnavailable(err) {
			t.Errorf("a full database: IsUnavailable(%v) = false", err)
		}
		if _, err := conn.ExecContext(ctx, `PRAGMA max_page_count = 1073741823`); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("busy", func(t *testing.T) {
		holder, err := file.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer holder.Close()
		if _, err := holder.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
			t.Fatal(err)
		}
		defer holder.ExecContext(ctx, `ROLLBACK`)
		other := open(t, "file:"+path+"?_pragma=busy_timeout(0)")
		_, err = other.ExecContext(ctx, `INSERT INTO notes (body) VALUES ('b')`)
		if err == nil || !db.IsUnavailable(err) {
			t.Errorf("a writer locked past the timeout: IsUnavailable(%v) = false", err)
		}
	})
	t.Run("cannot open", func(t *testing.T) {
		err := open(t, "file:"+filepath.Join(t.TempDir(), "missing", "kade.db")+"?mode=ro").PingContext(ctx)
		if err == nil || !db.IsUnavailable(err) {
			t.Errorf("a file that cannot be opened: IsUnavailable(%v) = false", err)
		}
	})
	t.Run("constraint", func(t *testing.T) {
		if _, err := file.ExecContext(ctx, `INSERT INTO notes (body) VALUES ('a')`); err != nil {
			t.Fatal(err)
		}
		_, err := file.ExecContext(ctx, `INSERT INTO notes (body) VALUES ('a')`)
		if err == nil || db.IsUnavailable(err) {
			t.Errorf("a duplicate: IsUnavailable(%v) = true", err)
		}
	})
}
