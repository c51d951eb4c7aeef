package db

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
)

// signingSecret names the secret in server_secrets that Secret returns.
const signingSecret = "signing"

// loadSecret reads the database's signing secret, storing a new random one when no instance has
// yet. One statement does both, so instances that start together all read the same secret.
func (d *DB) loadSecret(ctx context.Context) error {
	fresh := make([]byte, 32)
	_, _ = rand.Read(fresh) // crypto/rand never fails on Linux
	var stored string
	if err := d.Write().Get(ctx, &stored, `INSERT INTO server_secrets (name, value) VALUES (?, ?)
		ON CONFLICT (name) DO UPDATE SET value = server_secrets.value RETURNING value`,
		signingSecret, hex.EncodeToString(fresh)); err != nil {
		return fmt.Errorf("read the signing secret: %w", err)
	}
	secret, err := hex.DecodeString(stored)
	if err != nil || len(secret) < 32 {
		return fmt.Errorf("the stored signing secret is not 32 bytes of hex")
	}
	d.secret = secret
	return nil
}

// Secret is the key the server signs what it hands to clients with, such as list cursors, so that
// it can tell them from forged ones: the same on every instance of the database. Migrate reads it.
func (d *DB) Secret() []byte {
	if d.secret == nil {
		panic("db: Secret before Migrate")
	}
	return d.secret
}
