package auth

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/binary"
	"fmt"
	"time"
)

// Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA1 of the number
// of 30-second steps since the Unix epoch, truncated to six digits (RFC 4226).
const (
	totpStep   = 30 * time.Second
	totpDigits = 6
	// totpDrift is how many steps a code may be off either way: a phone's clock a little fast or slow,
	// a code typed as it turns over.
	totpDrift = 1
)

// totpStepAt is the step a code made at t belongs to.
func totpStepAt(t time.Time) int64 { return t.Unix() / int64(totpStep/time.Second) }

// totpCode is the code of secret for step, of digits digits.
func totpCode(secret []byte, step int64, digits int) string {
	mac := hmac.New(sha1.New, secret)
	_ = binary.Write(mac, binary.BigEndian, step) // a hash never fails to write
	sum := mac.Sum(nil)
	offset := sum[len(sum)-1] & 0x0f
	value := binary.BigEndian.Uint32(sum[offset:offset+4]) & 0x7fffffff
	modulus := uint32(1)
	for range digits {
		modulus *= 10
	}
	return fmt.Sprintf("%0*d", digits, value%modulus)
}

// totpMatch is the step within totpDrift of now whose code is code, after the step last accepted
// (a code works once), and whether there is one.
func totpMatch(secret []byte, code string, now time.Time, last int64) (int64, bool) {
	current := totpStepAt(now)
	for step := current - totpDrift; step <= current+totpDrift; step++ {
		if step > last && hmac.Equal([]byte(totpCode(secret, step, totpDigits)), []byte(code)) {
			return step, true
		}
	}
	return 0, false
}
