package apptest

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Upload posts content as the multipart part `file` named name to path, as an import is sent.
func (e *Env) Upload(t testing.TB, token, path, name string, content []byte) Response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile("file", name)
	if err == nil {
		_, err = part.Write(content)
	}
	if err == nil {
		err = mw.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	return e.Post(t, token, path, mw.FormDataContentType(), &body)
}

// PostForm posts a browser form to path with the bearer token.
func (e *Env) PostForm(t testing.TB, token, path string, form url.Values) Response {
	t.Helper()
	return e.Post(t, token, path, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
}

// Post posts body of contentType to path with the bearer token.
func (e *Env) Post(t testing.TB, token, path, contentType string, body io.Reader) Response {
	t.Helper()
	req, err := http.NewRequest("POST", e.URL+path, body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Authorization", "Bearer "+token)
	return e.Send(t, req)
}

// Data decodes the `data` of a JSON answer.
func Data[T any](t testing.TB, res Response) T {
	t.Helper()
	var body struct{ Data T }
	if err := json.Unmarshal(res.Body, &body); err != nil {
		t.Fatalf("%v: %s", err, res.Body)
	}
	return body.Data
}
