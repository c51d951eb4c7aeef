package users_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/httpx"
	"kade/internal/users"
)

type userPage struct {
	Data []users.Row    `json:"data"`
	Meta httpx.ListMeta `json:"meta"`
}

// GET /api/users lists by name whom the caller may manage: the administrator every demo user, the
// provider employee the client users, Tulip's Default user Tulip's users only (never staff, never
// Polder's), and it searches. A bad query is a 422 keyed by the parameter.
func TestListUsersAPI(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		names := func(email, query string) []string {
			res := env.Do(t, "GET", "/api/users"+query, env.Login(t, email), nil)
			var page userPage
			if res.Status != http.StatusOK || json.Unmarshal(res.Body, &page) != nil {
				t.Fatalf("%s %s: %d %s", email, query, res.Status, res.Body)
			}
			if page.Meta.Total != int64(len(page.Data)) || page.Meta.NextCursor != nil {
				t.Errorf("%s %s: meta %+v for %d rows", email, query, page.Meta, len(page.Data))
			}
			var got []string
			for _, r := range page.Data {
				got = append(got, r.Name)
				if r.Accounts == nil {
					t.Errorf("%s: accounts null", r.Name)
				}
			}
			return got
		}
		for _, tc := range []struct {
			email, query string
			want         []string
		}{
			{"admin@kade.example.com", "", []string{"Ada Administrator", "Daan de Vries", "Emma Exit", "Lotte Jansen",
				"Pieter Provider", "Sanne Supplier"}},
			{"employee@kade.example.com", "", []string{"Daan de Vries", "Emma Exit", "Lotte Jansen", "Sanne Supplier"}},
			{"client@tulip.example.com", "", []string{"Daan de Vries", "Emma Exit", "Sanne Supplier"}},
			{"client@polder.example.com", "", []string{"Lotte Jansen"}},
			{"client@tulip.example.com", "?q=EXIT", []string{"Emma Exit"}},
			{"client@tulip.example.com", "?q=polder", nil},
			{"admin@kade.example.com", "?q=kade.example", []string{"Ada Administrator", "Pieter Provider"}},
		} {
			if got := names(tc.email, tc.query); !slices.Equal(got, tc.want) {
				t.Errorf("%s %s: %v, want %v", tc.email, tc.query, got, tc.want)
			}
		}
		token := env.Login(t, "admin@kade.example.com")
		first := env.Do(t, "GET", "/api/users?limit=4", token, nil)
		var page userPage
		if err := json.Unmarshal(first.Body, &page); err != nil || len(page.Data) != 4 || page.Meta.NextCursor == nil ||
			page.Meta.Total != int64(len(demo.Logins)) {
			t.Fatalf("first page: %s", first.Body)
		}
		next := env.Do(t, "GET", "/api/users?limit=4&cursor="+*page.Meta.NextCursor, token, nil)
		if err := json.Unmarshal(next.Body, &page); err != nil || len(page.Data) != 2 || page.Meta.NextCursor != nil {
			t.Errorf("second page: %s", next.Body)
		}
		for query, field := range map[string]string{"?limit=0": "limit", "?limit=201": "limit", "?limit=x": "limit",
			"?cursor=abc": "cursor", "?q=" + strings.Repeat("x", 201): "q"} {
			res := env.Do(t, "GET", "/api/users"+query, token, nil)
			if res.Status != http.StatusUnprocessableEntity || res.JSON(t)["errors"].(map[string]any)[field] == nil {
				t.Errorf("%s: %d %s", query, res.Status, res.Body)
			}
		}
	})
}

// The example api/openapi.yaml gives for GET /api/users is what the API answers: a page of rows
// that encodes back to exactly the example, every key and no other.
func TestOpenAPIUsersExample(t *testing.T) {
	var decoded userPage
	apptest.ExpectWritesBack(t, apptest.Example(t, "get", "/api/users", "200", "tulip"), &decoded)
	if len(decoded.Data) != 2 || !decoded.Data[1].InvitationOpen || decoded.Data[1].LastLoginDate != nil {
		t.Errorf("the example's rows: %+v", decoded.Data)
	}
}
