package clients_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"kade/internal/clients"
	"kade/internal/domain"
)

// note is the record the serve tests read and change: Kept has a default a body leaves alone.
type note struct {
	Text string `json:"text"`
	Kept string `json:"kept"`
}

// call runs serve for a request of account 7 whose path parameter noteId is id, with body, and
// answers the response.
func call(serve http.HandlerFunc, id, body string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("PUT", "/api/clients/7/notes/"+id, strings.NewReader(body))
	r.SetPathValue("noteId", id)
	r = r.WithContext(clients.WithCurrent(r.Context(), clients.Client{ID: 7, Name: "Tulip Webshop"}))
	w := httptest.NewRecorder()
	serve(w, r)
	return w
}

func TestServeRecord(t *testing.T) {
	read := func(w http.ResponseWriter, r *http.Request) {
		clients.ServeRecord(w, r, "noteId", func(_ context.Context, account clients.Client, id int64) (note, error) {
			if id == 404 {
				return note{}, domain.ErrNotFound
			}
			return note{Text: account.Name, Kept: map[int64]string{3: "three"}[id]}, nil
		})
	}
	for _, tc := range []struct {
		id, want string
		status   int
	}{
		{"3", `{"data":{"text":"Tulip Webshop","kept":"three"}}`, 200},
		{"404", `{"message":"errors.404"}`, 404},
		{"x", `{"message":"errors.404"}`, 404},
		{"0", `{"message":"errors.404"}`, 404},
	} {
		if w := call(read, tc.id, ""); w.Code != tc.status || strings.TrimSpace(w.Body.String()) != tc.want {
			t.Errorf("id %s: got %d %s, want %d %s", tc.id, w.Code, w.Body, tc.status, tc.want)
		}
	}
}

func TestServeEdit(t *testing.T) {
	var edited []int64
	edit := func(w http.ResponseWriter, r *http.Request) {
		clients.ServeEdit(w, r, "noteId", note{Kept: "default"}, func(_ context.Context, account clients.Client, id int64, n note) (note, error) {
			edited = append(edited, account.ID, id)
			if n.Text == "busy" {
				return note{}, domain.ErrConflict
			}
			return n, nil
		})
	}
	for _, tc := range []struct {
		id, body, want string
		status         int
		edited         bool
	}{
		{"3", `{"text":"new"}`, `{"data":{"text":"new","kept":"default"}}`, 200, true},
		{"3", `{"text":"busy"}`, `{"message":"errors.409"}`, 409, true},
		{"3", `{"text":`, `{"message":"errors.bad_request"}`, 400, false},
		{"x", `{"text":"new"}`, `{"message":"errors.404"}`, 404, false},
	} {
		edited = nil
		w := call(edit, tc.id, tc.body)
		if w.Code != tc.status || strings.TrimSpace(w.Body.String()) != tc.want {
			t.Errorf("%s %s: got %d %s, want %d %s", tc.id, tc.body, w.Code, w.Body, tc.status, tc.want)
		}
		if tc.edited != (len(edited) == 2 && edited[0] == 7 && edited[1] == 3) {
			t.Errorf("%s %s: edited %v, want edited %v", tc.id, tc.body, edited, tc.edited)
		}
	}
}

func TestServeDelete(t *testing.T) {
	var deleted []int64
	del := func(w http.ResponseWriter, r *http.Request) {
		clients.ServeDelete(w, r, "noteId", func(_ context.Context, account clients.Client, id int64) error {
			if id == 404 {
				return domain.ErrNotFound
			}
			deleted = append(deleted, account.ID, id)
			return nil
		})
	}
	for _, tc := range []struct {
		id     string
		status int
	}{{"3", 204}, {"404", 404}, {"-1", 404}} {
		if w := call(del, tc.id, ""); w.Code != tc.status {
			t.Errorf("id %s: got %d, want %d", tc.id, w.Code, tc.status)
		}
	}
	if len(deleted) != 2 || deleted[0] != 7 || deleted[1] != 3 {
		t.Errorf("deleted %v, want account 7's record 3 alone", deleted)
	}
}
