package mail_test

import (
	"testing"

	"kade/internal/mail"
)

func TestLocale(t *testing.T) {
	for _, tc := range []struct{ header, want string }{
		{"", "en-GB"},
		{"nl", "nl-NL"},
		{"nl-NL", "nl-NL"},
		{"nl-BE,nl;q=0.9,en;q=0.8", "nl-NL"},
		{"NL-nl", "nl-NL"},
		{"nl;q=0.9", "nl-NL"},
		{" nl-NL , en", "nl-NL"},
		{"en-GB,nl;q=0.9", "en-GB"}, // only the first language counts
		{"de-DE,de;q=0.9", "en-GB"},
		{"nld", "en-GB"},
		{"*", "en-GB"},
	} {
		if got := mail.Locale(tc.header); got != tc.want {
			t.Errorf("Locale(%q) = %q, want %q", tc.header, got, tc.want)
		}
	}
}
