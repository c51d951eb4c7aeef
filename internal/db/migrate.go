package db

import (
	"context"
	"embed"
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
	dir, err := fs.Sub(migrations, "migrations/"+string(d.Dialect))
	if err != nil {
		return err
	}
	dialect := goose.DialectSQLite3
	var opts []goose.ProviderOption
	if d.Dialect == Postgres {
		dialect = goose.DialectPostgres
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return err
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	provider, err := goose.NewProvider(dialect, d.write.DB, dir, opts...)
	if err != nil {
		return fmt.Errorf("load migrations: %w", err)
	}
	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("migrate %s database: %w", d.Dialect, err)
	}
	return d.loadSecret(ctx)
}
