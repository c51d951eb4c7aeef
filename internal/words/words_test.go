package words

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The words are the screen's: every enumeration has exactly the codes and the texts its locale
// files have, in both languages.
func TestWordsAreTheLocales(t *testing.T) {
	for _, e := range enumerations {
		for i, language := range Languages {
			data, err := os.ReadFile(filepath.Join("..", "..", "web", "src", "locales", language, e.File+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var node any
			if err := json.Unmarshal(data, &node); err != nil {
				t.Fatal(err)
			}
			for _, key := range strings.Split(e.Key, ".") {
				node, _ = node.(map[string]any)[key]
			}
			locale, _ := node.(map[string]any)
			if !slices.Equal(slices.Sorted(maps.Keys(locale)), slices.Sorted(maps.Keys(e.Words))) {
				t.Errorf("%s %s: codes %v, the locale has %v", language, e.Key, slices.Sorted(maps.Keys(e.Words)), slices.Sorted(maps.Keys(locale)))
			}
			for code, words := range e.Words {
				if locale[code] != words[i] {
					t.Errorf("%s %s.%s: %q, the locale says %q", language, e.Key, code, words[i], locale[code])
				}
			}
		}
	}
}

// What an export writes imports back as the code it stands for: every word, in either language and
// any case, is read as its own code, also where it equals another code of its enumeration but for
// case; a code is read as itself.
func TestWordsReadBackAsTheirCodes(t *testing.T) {
	for _, e := range enumerations {
		codes := slices.Sorted(maps.Keys(e.Words))
		for code, words := range e.Words {
			for i, word := range []string{words[0], words[1], strings.ToUpper(words[1]), strings.ToLower(words[0])} {
				if i < 2 && slices.Contains(codes, word) && word != code {
					t.Errorf("%s: the word %q of %s is another code", e.Key, word, code)
				}
				if got, ok := Code(codes, word); ok && got != code && !strings.EqualFold(got, code) || !ok {
					t.Errorf("%s: %q reads as %q, %v; want %s", e.Key, word, got, ok, code)
				}
			}
		}
	}
	if code, ok := Code([]string{"Piece", "Box"}, "Geannuleerd"); ok {
		t.Errorf("a word of another enumeration reads as %q", code)
	}
	if Unit.Word(Dutch, "Piece") != "Stuk" || Unit.Word(English, "Piece") != "Piece" || Unit.Word(Dutch, "XL") != "XL" {
		t.Error("Word")
	}
}

// A screen tells every value of an enumeration apart: no two codes share a word in a language, not
// even but for case (the units Set and SET).
func TestWordsTellTheValuesApart(t *testing.T) {
	for _, e := range enumerations {
		for i, language := range Languages {
			seen := map[string]string{}
			for code, words := range e.Words {
				word := strings.ToLower(words[i])
				if other, ok := seen[word]; ok {
					t.Errorf("%s %s: %s and %s are both %q", language, e.Key, other, code, words[i])
				}
				seen[word] = code
			}
		}
	}
}
