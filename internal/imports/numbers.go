package imports

import (
	"context"
	"regexp"
	"strings"

	"kade/internal/tabular"
)

// Numbers is how the numbers a person typed are written in a file: the decimal separator of the
// uploader's language ('.' in English, ',' in Dutch), its thousands grouping (1,234.5 / 1.234,5),
// and the other separator as the decimal one where it cannot group thousands (0,35 and 1,5 in
// English, 0.35 in Dutch). What could be two numbers (1,234 in English: 1234 or 1.234?) is the
// cell's error, never one of them. The screen's forms read numbers by the same rule
// (web/src/lib/forms/parse-number.ts).
type Numbers struct {
	decimal, grouping string
	plain, grouped    *regexp.Regexp // digits with at most one decimal separator; in thousands groups
	otherDecimal      *regexp.Regexp // one grouping separator used as the decimal one
}

func newNumbers(decimal, grouping string) Numbers {
	d, g := regexp.QuoteMeta(decimal), regexp.QuoteMeta(grouping)
	return Numbers{decimal: decimal, grouping: grouping,
		plain:        regexp.MustCompile(`^\d+(` + d + `\d+)?$`),
		grouped:      regexp.MustCompile(`^[1-9]\d{0,2}(` + g + `\d{3})+(` + d + `\d+)?$`),
		otherDecimal: regexp.MustCompile(`^\d+` + g + `\d+$`)}
}

var (
	// PointDecimals are English numbers, and the numbers of an XLSX file, which stores a number as a
	// number and gives it with a point whatever the language.
	PointDecimals = newNumbers(".", ",")
	// CommaDecimals are Dutch numbers.
	CommaDecimals = newNumbers(",", ".")
)

type languageKey struct{}

// WithLanguage is ctx for an upload by a person whose screen is in language (an Accept-Language
// header: nl-NL, nl, en-GB).
func WithLanguage(ctx context.Context, language string) context.Context {
	return context.WithValue(ctx, languageKey{}, language)
}

// NumbersOf are the numbers of the file uploaded as name in ctx: an XLSX file's are the numbers it
// stores (a text cell's too), a CSV file's the text typed in the uploader's language (English when
// it is not known).
func NumbersOf(ctx context.Context, name string) Numbers {
	if format, _ := tabular.FormatOfName(name); format == tabular.XLSX {
		return PointDecimals
	}
	language, _ := ctx.Value(languageKey{}).(string)
	if tag := strings.ToLower(strings.TrimSpace(language)); tag == "nl" || strings.HasPrefix(tag, "nl-") ||
		strings.HasPrefix(tag, "nl,") || strings.HasPrefix(tag, "nl;") {
		return CommaDecimals
	}
	return PointDecimals
}

// machine writes a (trimmed, non-empty) number cell with a point as its decimal separator and no
// grouping, or answers why it cannot. A cell of neither separator's form (a spreadsheet's 1E-07, or
// no number) is passed on as it is, for the number's own parser to take or refuse.
func (n Numbers) machine(cell string) (string, string) {
	digits := strings.TrimPrefix(cell, "-")
	sign := cell[:len(cell)-len(digits)]
	switch {
	case n.plain.MatchString(digits):
		return sign + strings.Replace(digits, n.decimal, ".", 1), ""
	case n.grouped.MatchString(digits):
		if strings.Count(digits, n.grouping)+strings.Count(digits, n.decimal) == 1 {
			return "", "validation.ambiguous_number" // 1,234 may as well be 1.234
		}
		return sign + strings.Replace(strings.ReplaceAll(digits, n.grouping, ""), n.decimal, ".", 1), ""
	case n.otherDecimal.MatchString(digits):
		return sign + strings.Replace(digits, n.grouping, ".", 1), ""
	case strings.Trim(digits, "0123456789.,") == "":
		return "", "validation.ambiguous_number"
	}
	return cell, ""
}
