package concepts

import (
	"context"
	"slices"
	"strings"

	"kade/internal/db"
	"kade/internal/domain"
)

// ParseErrorKeys are what an import records for a cell it could not read. The field is left empty,
// so no rule on the stored fields finds the problem again: such an error stays until its field
// changes.
var ParseErrorKeys = []string{"validation.number", "validation.integer", "validation.boolean",
	"validation.one_of"}

func isParseError(msg string) bool {
	key, _, _ := strings.Cut(msg, ",")
	return slices.Contains(ParseErrorKeys, key)
}

// errorsNow are the errors a concept has now: what Check finds in f, plus the parse errors in
// previous of fields whose top-level field (lines for "lines.2.quantity") is not in changed. A full
// replacement passes no previous errors, so none survive it.
func (s *Concepts[T, R]) errorsNow(ctx context.Context, q db.Q, clientID, id int64, f T, previous domain.ValidationErrors, changed map[string]bool) (domain.ValidationErrors, error) {
	errs := domain.ValidationErrors{}
	for field, msgs := range previous {
		top, _, _ := strings.Cut(field, ".")
		for _, msg := range msgs {
			if !changed[top] && isParseError(msg) {
				errs[field] = append(errs[field], msg)
			}
		}
	}
	rules, err := s.e.Check(ctx, q, clientID, id, f)
	if err != nil {
		return nil, err
	}
	for field, msgs := range rules {
		for _, msg := range msgs {
			if !slices.Contains(errs[field], msg) {
				errs[field] = append(errs[field], msg)
			}
		}
	}
	return errs, nil
}
