package auth

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
)

// sealPurpose names what the key derived from the server secret seals: a key of its own, so that
// nothing signed with the server secret can be read as a sealed value or the other way round.
const sealPurpose = "kade two-factor secret v1"

// sealer keeps values secret at rest with AES-256-GCM under a key derived from the server secret
// (which the database holds, beside what it seals: a copy of the users table alone reveals nothing).
type sealer struct{ aead cipher.AEAD }

func newSealer(serverSecret []byte) sealer {
	mac := hmac.New(sha256.New, serverSecret)
	mac.Write([]byte(sealPurpose))
	block, _ := aes.NewCipher(mac.Sum(nil)) // a 32-byte key is always one
	aead, _ := cipher.NewGCM(block)
	return sealer{aead}
}

// seal is plain encrypted with a fresh nonce, as base64 text.
func (s sealer) seal(plain []byte) string {
	nonce := make([]byte, s.aead.NonceSize())
	_, _ = rand.Read(nonce) // crypto/rand never fails on Linux
	return base64.StdEncoding.EncodeToString(s.aead.Seal(nonce, nonce, plain, nil))
}

// open is what sealed was sealed from; a value sealed under another key or changed is an error.
func (s sealer) open(sealed string) ([]byte, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < s.aead.NonceSize() {
		return nil, errors.New("auth: not a sealed value")
	}
	return s.aead.Open(nil, raw[:s.aead.NonceSize()], raw[s.aead.NonceSize():], nil)
}
