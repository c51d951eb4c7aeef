package db

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed migrations
var migrations embed.FS

// Migrate applies every embedded migration of the database's dialect that has not run yet, then
// reads the signing secret (see Secret). On PostgreSQL a session lock makes instances that start
// together migrate one after the other.
func (d *DB) Migrate(ctx context.Context) error {
	provider, err := d.migrations()
	if err != nil {
		return err
	}
	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("migrate %s database: %w", d.Dialect, err)
	}
	return d.loadSecret(ctx)
}

// migrations is the migrator of the database's dialect with every embedded migration.
func (d *DB) migrations() (*goose.Provider, error) {
	dir, err := fs.Sub(migrations, "migrations/"+string(d.Dialect))
	if err != nil {
		return nil, err
	}
	dialect := goose.DialectSQLite3
	var opts []goose.ProviderOption
	if d.Dialect == Postgres {
		dialect = goose.DialectPostgres
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return nil, err
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	provider, err := goose.NewProvider(dialect, d.write.DB, dir, opts...)
	if err != nil {
		return nil, fmt.Errorf("load migrations: %w", err)
	}
	return provider, nil
}

// MigrationsDigest is a digest of the dialect's embedded migrations, names and contents: it changes
// whenever a migration is added or changed, so what is built on the schema (a benchmark's data)
// can be kept per digest.
func MigrationsDigest(dialect Dialect) (string, error) {
	dir, err := fs.Sub(migrations, "migrations/"+string(dialect))
	if err != nil {
		return "", err
	}
	return digest(dir)
}

// digest is a digest of the names and contents of dir's files.
func digest(dir fs.FS) (string, error) {
	h := sha256.New()
	err := fs.WalkDir(dir, ".", func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		content, err := fs.ReadFile(dir, path)
		fmt.Fprintf(h, "%s %d\n", path, len(content))
		h.Write(content)
		return err
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
