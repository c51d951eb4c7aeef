package auth

import (
	"testing"
	"time"
)

// The test vectors of RFC 6238 (appendix B) for HMAC-SHA1: eight digits of the secret
// "12345678901234567890" at the given times.
func TestTOTPVectors(t *testing.T) {
	secret := []byte("12345678901234567890")
	for unix, want := range map[int64]string{59: "94287082", 1111111109: "07081804", 1111111111: "14050471",
		1234567890: "89005924", 2000000000: "69279037", 20000000000: "65353130"} {
		if got := totpCode(secret, totpStepAt(time.Unix(unix, 0)), 8); got != want {
			t.Errorf("at %d: %s, want %s", unix, got, want)
		}
	}
}

// A code matches its own step and one either side, never one used already, never another step's.
func TestTOTPMatch(t *testing.T) {
	secret := []byte("12345678901234567890")
	now := time.Unix(1234567890, 0)
	step := totpStepAt(now)
	for _, tc := range []struct {
		name string
		at   int64
		last int64
		ok   bool
	}{
		{"now", step, 0, true}, {"a step early", step - 1, 0, true}, {"a step late", step + 1, 0, true},
		{"two steps early", step - 2, 0, false}, {"two steps late", step + 2, 0, false},
		{"used already", step, step, false}, {"before the last used", step - 1, step, false},
	} {
		got, ok := totpMatch(secret, totpCode(secret, tc.at, totpDigits), now, tc.last)
		if ok != tc.ok || ok && got != tc.at {
			t.Errorf("%s: %d %v", tc.name, got, ok)
		}
	}
	if _, ok := totpMatch(secret, "12345", now, 0); ok {
		t.Error("a code of five digits matched")
	}
}
