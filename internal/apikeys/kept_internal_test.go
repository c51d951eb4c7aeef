package apikeys

import (
	"context"
	"errors"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

// listening runs k's listener for changes for the rest of the test and waits until it holds.
func listening(t *testing.T, k *Keys) {
	dbtest.Listening(t, k.callers, k.ListenForChanges)
}

// kept authenticates with secret on k until k answers for it from memory.
func kept(t *testing.T, k *Keys, secret string) {
	t.Helper()
	dbtest.KeptAfter(t, k.callers, Hash(secret), func() error {
		_, err := k.Authenticate(context.Background(), secret)
		return err
	})
}

// Two instances on PostgreSQL keep the keys that called, and each forgets one as soon as it or its
// account changes, on either instance or behind both (SQL); the one that revokes a key forgets it
// before it answers. Noting a key's use changes nothing kept.
func TestKeptKeysFollowEveryChange(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	account := dbtest.Account(t, d, "Tulip Webshop B.V.")
	this, other := New(d), New(d)
	listening(t, this)
	listening(t, other)
	unauthorized := func(k *Keys, secret string) func() bool {
		return func() bool {
			_, err := k.Authenticate(ctx, secret)
			return errors.Is(err, domain.ErrUnauthorized)
		}
	}
	newKey := func(name string) Created {
		created, err := this.Create(ctx, account, 0, Fields{Name: name})
		if err != nil {
			t.Fatal(err)
		}
		kept(t, this, created.Secret)
		kept(t, other, created.Secret)
		return created
	}

	first := newKey("Shopify")
	if err := this.Revoke(ctx, account, first.ID); err != nil {
		t.Fatal(err)
	}
	if !unauthorized(this, first.Secret)() {
		t.Fatal("the instance that revoked the key still answers for it")
	}
	dbtest.WaitUntil(t, "revoked on the other instance", unauthorized(other, first.Secret))

	second := newKey("WooCommerce")
	other.now = func() time.Time { return db.Now().Add(UsedInterval) }
	if _, err := other.Authenticate(ctx, second.Secret); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := other.callers.Get(Hash(second.Secret)); !ok {
		t.Error("noting the key's use dropped it")
	}
	if _, err := d.Write().Exec(ctx, `UPDATE clients SET name = 'Tulip Renamed B.V.' WHERE id = ?`, account); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "renamed", func() bool {
		got, err := other.Authenticate(ctx, second.Secret)
		return err == nil && got.Account.Name == "Tulip Renamed B.V."
	})
	if _, err := d.Write().Exec(ctx, `UPDATE api_keys SET revoked_at = created_at WHERE id = ?`, second.ID); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "revoked behind both instances", unauthorized(other, second.Secret))
}
