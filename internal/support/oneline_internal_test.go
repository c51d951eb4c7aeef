package support

import "testing"

// Whatever reaches the mail's subject is one line, even text the check would refuse.
func TestOneLine(t *testing.T) {
	for in, want := range map[string]string{
		"Where is my order?":            "Where is my order?",
		"Hi\r\nBcc: victim@example.com": "Hi Bcc: victim@example.com",
		"a\nb\rc\td\x00e\u0085f\u2028g": "a b c d e f g",
	} {
		if got := oneLine(in); got != want {
			t.Errorf("oneLine(%q) = %q, want %q", in, got, want)
		}
	}
}
