// Package words holds the screen's words for the values of the enumerations that files show: an
// export writes a status, a source, a unit as the user's screen shows it, in the user's language,
// and an import reads those words back as the codes they stand for. The words are the ones
// web/src/locales shows (a test keeps them equal); the codes are what the database stores.
package words

import "strings"

// Language is a language of the screen.
type Language string

const (
	English Language = "en-GB"
	Dutch   Language = "nl-NL"
)

// Languages are the screen's languages, as a form names them.
var Languages = []string{string(English), string(Dutch)}

// ParseLanguage returns the language a form's `language` names.
func ParseLanguage(s string) (Language, bool) {
	switch l := Language(s); l {
	case English, Dutch:
		return l, true
	}
	return "", false
}

// Enumeration is the words of an enumeration's values, by code: English and Dutch. File and Key
// are where web/src/locales keeps them.
type Enumeration struct {
	File, Key string
	Words     map[string][2]string
}

// Word is the word for code in language l; a code without a word (a value the warehouse added
// since) is shown as it is.
func (e Enumeration) Word(l Language, code string) string {
	words, ok := e.Words[code]
	if !ok {
		return code
	}
	if l == Dutch {
		return words[1]
	}
	return words[0]
}

// Code is the code of values for which cell is a word of the screen, in either language and
// whatever its case.
func Code(values []string, cell string) (string, bool) {
	for _, code := range values {
		for _, e := range enumerations {
			if words, ok := e.Words[code]; ok && (strings.EqualFold(words[0], cell) || strings.EqualFold(words[1], cell)) {
				return code, true
			}
		}
	}
	return "", false
}
