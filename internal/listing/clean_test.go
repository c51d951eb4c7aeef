package listing_test

import (
	"testing"

	"kade/internal/listing"
)

// Every text a form gives is cleaned as one: trimmed, and what the databases cannot store made visible.
func TestCleanTexts(t *testing.T) {
	reference, note, empty := "  N-1 ", "a\x00b\xff", ""
	listing.CleanTexts(&reference, &note, &empty)
	if reference != "N-1" || note != "a\u2400b\uFFFD" || empty != "" {
		t.Errorf("cleaned %q, %q, %q", reference, note, empty)
	}
}
