package db_test

import (
	"bytes"
	"context"
	"sync"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// open opens and migrates the database at url, closed when the test ends.
func open(t *testing.T, url string) (*db.DB, error) {
	ctx := context.Background()
	d, err := db.Open(ctx, url)
	if err != nil {
		return nil, err
	}
	t.Cleanup(func() { d.Close() })
	return d, d.Migrate(ctx)
}

// Instances that start together on a database without a secret agree on one, and an instance
// started later reads the same.
func TestSecretIsSharedByTheDatabase(t *testing.T) {
	for _, engine := range dbtest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			url := dbtest.SQLiteURL(t)
			if engine == db.Postgres {
				url = dbtest.PostgresURL(t)
			}
			first, err := open(t, url)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := first.Write().Exec(context.Background(), `DELETE FROM server_secrets`); err != nil {
				t.Fatal(err)
			}
			instances := make([]*db.DB, 4)
			errs := make([]error, len(instances))
			var wg sync.WaitGroup
			for i := range instances {
				wg.Go(func() { instances[i], errs[i] = open(t, url) })
			}
			wg.Wait()
			for _, err := range errs {
				if err != nil {
					t.Fatal(err)
				}
			}
			later, err := open(t, url)
			if err != nil {
				t.Fatal(err)
			}
			secret := later.Secret()
			if len(secret) != 32 || bytes.Equal(secret, first.Secret()) {
				t.Fatalf("secret %x, the deleted one %x", secret, first.Secret())
			}
			for _, d := range instances {
				if !bytes.Equal(d.Secret(), secret) {
					t.Errorf("instances of one database have different secrets: %x, %x", d.Secret(), secret)
				}
			}
		})
	}
}
