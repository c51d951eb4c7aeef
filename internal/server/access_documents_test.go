package server_test

import (
	"testing"

	"kade/internal/apptest"
)

// The data processing agreement and its appendices: every user downloads them; a guest is asked to
// log in, and the webshop and warehouse keys have no business with them.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/documents/{name}": {
			prepare: func(*testing.T, *apptest.Env, int64) map[string]string {
				return map[string]string{"name": "appendix-1"}
			},
			query: func(int64) string { return "language=nl-NL" },
			want:  statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 403, "warehouse": 403}},
	})
}
