// Package pgtemp starts a throwaway PostgreSQL server from the system's binaries (initdb into a temp
// directory, loopback only, fsync off) for tests and benchmarks, so neither needs a running server.
package pgtemp

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

// Server is a running throwaway PostgreSQL.
type Server struct {
	dir  string
	bin  string
	port int
	// runAs is "postgres" when we are root: PostgreSQL refuses to run as root.
	runAs string
}

// Start initialises a new cluster and starts it on a free loopback port.
func Start(ctx context.Context) (*Server, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "kade-pg-")
	if err != nil {
		return nil, err
	}
	s := &Server{dir: dir, bin: bin}
	if os.Geteuid() == 0 {
		s.runAs = "postgres"
		if err := chownTo(dir, s.runAs); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	if s.port, err = freePort(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if out, err := s.run(ctx, "initdb", "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "-D", s.data()); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %w: %s", err, out)
	}
	if err := s.Resume(ctx); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return s, nil
}

// Halt stops the server and keeps its data, as an outage does; Resume starts it again.
func (s *Server) Halt(ctx context.Context) error {
	if out, err := s.run(ctx, "pg_ctl", "-D", s.data(), "-m", "fast", "-w", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop: %w: %s", err, out)
	}
	return nil
}

// Resume starts the server on its port, with the data it had; it returns once the server accepts
// connections.
func (s *Server) Resume(ctx context.Context) error {
	// pg_stat_statements is loaded so that a benchmark can say where the server's time went (see
	// bench.Options.Statements); it costs nothing measurable.
	opts := fmt.Sprintf("-c listen_addresses=127.0.0.1 -p %d -k %s -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"+
		" -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on", s.port, s.dir)
	if out, err := s.run(ctx, "pg_ctl", "-D", s.data(), "-o", opts, "-l", filepath.Join(s.dir, "log"), "-w", "start"); err != nil {
		return fmt.Errorf("pg_ctl start: %w: %s", err, out)
	}
	return nil
}

func (s *Server) data() string { return filepath.Join(s.dir, "data") }

// URL is the connection URL of database name on this server.
func (s *Server) URL(name string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", s.port, name)
}

// CreateDatabase creates an empty database and returns its URL.
func (s *Server) CreateDatabase(ctx context.Context, name string) (string, error) {
	return CreateDatabase(ctx, s.URL("postgres"), name, "")
}

// CreateDatabase creates database name on the server that adminURL connects to and returns its URL.
// With a template, the new database is a copy of it (much faster than migrating anew).
func CreateDatabase(ctx context.Context, adminURL, name, template string) (string, error) {
	conn, err := sql.Open("pgx", adminURL)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	stmt := "CREATE DATABASE " + strconv.Quote(name)
	if template != "" {
		stmt += " TEMPLATE " + strconv.Quote(template)
	}
	if _, err := conn.ExecContext(ctx, stmt); err != nil {
		return "", fmt.Errorf("create database %s: %w", name, err)
	}
	return withDatabase(adminURL, name)
}

// Stop shuts the server down and removes its files.
func (s *Server) Stop() error {
	_, err := s.run(context.Background(), "pg_ctl", "-D", s.data(), "-m", "immediate", "-w", "stop")
	return errors.Join(err, os.RemoveAll(s.dir))
}

func (s *Server) run(ctx context.Context, name string, args ...string) ([]byte, error) {
	path := filepath.Join(s.bin, name)
	var cmd *exec.Cmd
	if s.runAs != "" {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", s.runAs, "--", path}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, path, args...)
	}
	cmd.Dir = s.dir
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	return cmd.CombinedOutput()
}

// binDir finds the newest PostgreSQL server binaries (Debian keeps them outside PATH).
func binDir() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			return d, nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", errors.New("PostgreSQL server binaries not found: install Debian's postgresql package")
}

func version(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

func chownTo(dir, name string) error {
	u, err := user.Lookup(name)
	if err != nil {
		return fmt.Errorf("PostgreSQL must not run as root and user %q is missing: %w", name, err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return os.Chown(dir, uid, gid)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
