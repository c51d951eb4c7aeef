package db

import "strings"

// InList is the placeholders of an IN list for values ("?, ?, ?") and values as its arguments.
func InList[T any](values []T) (string, []any) {
	args := make([]any, len(values))
	for i, v := range values {
		args[i] = v
	}
	return strings.TrimSuffix(strings.Repeat("?, ", len(values)), ", "), args
}
