package files

import (
	"context"
	"net/http"

	"kade/internal/clients"
	"kade/internal/httpx"
	"kade/internal/imports"
	"kade/internal/users"
)

// Import is an area's import: it reads the file at path, uploaded as name, into concepts of the
// account created by userID (0: none, a webshop's key) and reports what it did.
type Import func(ctx context.Context, clientID, userID int64, path, name string) (imports.Result, error)

// ServeHTTP answers POST /api/clients/{clientId}/concept-<area>/import (multipart, part `file`):
// 200 with the result (which says how the file's text was read), or the file's error.
func (im Import) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	upload, err := Receive(w, r)
	defer upload.Remove()
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	// The screen sends its language, by which a CSV's numbers are read (imports.NumbersOf).
	ctx := imports.WithLanguage(r.Context(), r.Header.Get("Accept-Language"))
	result, err := im(ctx, account.ID, user.ID, upload.Path, upload.Name)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, result)
}
