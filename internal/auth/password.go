// Package auth owns how users prove who they are: argon2id passwords, bearer tokens with idle and
// absolute expiry, the login throttle shared by every instance, password reset and invitations.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"kade/internal/domain"
	"strings"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// argon2id parameters from the OWASP password storage cheat sheet: 19 MiB, 2 iterations, 1 lane.
const (
	argonMemory  = 19 * 1024
	argonTime    = 2
	argonThreads = 1
	argonKeyLen  = 32
	saltLen      = 16
)

// Password bounds. The upper bound keeps hashing cheap enough that it cannot be used to load the server.
const (
	PasswordMin = 12
	PasswordMax = 200
)

// hashesAtOnce bounds the password hashes and checks that requests compute at the same time. Each
// holds argonMemory (19 MiB) while it runs, so a burst of logins would otherwise take the server's
// memory (two hundred at once took 3.2 GB); more at once than cores would not finish any sooner.
const hashesAtOnce = 4

var hashSlots = make(chan struct{}, hashesAtOnce)

// hashing runs hash, a password's hash or check, once fewer than hashesAtOnce others run; it returns
// ctx's error if ctx ends first.
func hashing[T any](ctx context.Context, hash func() (T, error)) (T, error) {
	select {
	case hashSlots <- struct{}{}:
	case <-ctx.Done():
		var none T
		return none, ctx.Err()
	}
	defer func() { <-hashSlots }()
	return hash()
}

// HashPassword returns the argon2id hash of password in the PHC string format.
func HashPassword(password string) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime,
		argonThreads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// CheckPassword reports whether password matches hash, using the parameters stored in the hash.
func CheckPassword(hash, password string) (bool, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" || parts[2] != fmt.Sprintf("v=%d", argon2.Version) {
		return false, errors.New("not an argon2id hash")
	}
	var memory, iterations uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &iterations, &threads); err != nil {
		return false, fmt.Errorf("argon2id parameters: %w", err)
	}
	// argon2.IDKey panics on these, and an empty key would match nothing (or everything).
	if iterations < 1 || threads < 1 {
		return false, errors.New("argon2id parameters: t and p must be at least 1")
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false, err
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil {
		return false, err
	}
	if len(salt) == 0 || len(want) == 0 {
		return false, errors.New("argon2id hash without salt or key")
	}
	got := argon2.IDKey([]byte(password), salt, iterations, memory, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// ValidateNewPassword checks a chosen password and its confirmation (spec point 5: reset and
// registration forms), answering translation keys per field.
func ValidateNewPassword(email, password, confirmation string) domain.ValidationErrors {
	v := domain.ValidationErrors{}
	n := utf8.RuneCountInString(password)
	switch {
	case password == "":
		v.Add("password", "validation.required")
	case n < PasswordMin:
		v.Add("password", "validation.min", PasswordMin)
	case n > PasswordMax:
		v.Add("password", "validation.max", PasswordMax)
	case strings.EqualFold(strings.TrimSpace(password), strings.TrimSpace(email)):
		v.Add("password", "validation.password_is_email")
	}
	switch {
	case confirmation == "":
		v.Add("password_confirmation", "validation.required")
	case confirmation != password:
		v.Add("password_confirmation", "validation.confirmed")
	}
	return v
}
