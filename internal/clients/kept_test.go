package clients_test

import (
	"context"
	"errors"
	"testing"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

// On PostgreSQL an instance keeps each user's accounts, and sees a membership or a new account that
// another instance or a command adds, and the account check follows the kept list.
func TestKeptAccountListsFollowChanges(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx, s := context.Background(), clients.NewStore(d)
	dbtest.RunUntilEnd(t, s.ListenForChanges)
	tulip := dbtest.Account(t, d, "Tulip Webshop B.V.")
	polder := dbtest.Account(t, d, "Polder Design Co.")
	var userID int64
	if err := d.Write().Get(ctx, &userID, `INSERT INTO users (email, name, level, created_at, updated_at)
		VALUES ('kept@example.com', 'Kept', 'Default', now(), now()) RETURNING id`); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Write().Exec(ctx, `INSERT INTO user_clients (user_id, client_id) VALUES (?, ?)`, userID, tulip); err != nil {
		t.Fatal(err)
	}
	names := func() []string {
		list, err := s.VisibleTo(ctx, userID, access.Default)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, c := range list {
			names = append(names, c.Name)
		}
		return names
	}
	dbtest.WaitUntil(t, "listing Tulip alone", func() bool { return len(names()) == 1 })
	if _, err := s.Visible(ctx, userID, access.Default, polder); !errors.Is(err, domain.ErrNotFound) {
		t.Fatalf("Polder before the membership: %v, want not found", err)
	}

	if _, err := d.Write().Exec(ctx, `INSERT INTO user_clients (user_id, client_id) VALUES (?, ?)`, userID, polder); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "listing Polder too", func() bool { return len(names()) == 2 })
	if c, err := s.Visible(ctx, userID, access.Default, polder); err != nil || c.Name != "Polder Design Co." {
		t.Fatalf("Polder after the membership: %+v, %v", c, err)
	}
	if _, err := d.Write().Exec(ctx, `UPDATE clients SET name = 'Polder Design B.V.' WHERE id = ?`, polder); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "renamed", func() bool { return names()[0] == "Polder Design B.V." })
}
