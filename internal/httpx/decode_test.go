package httpx_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"kade/internal/httpx"
)

type orderRequest struct {
	Reference string  `json:"reference"`
	Quantity  int     `json:"quantity"`
	Lines     []line  `json:"lines"`
	Note      *string `json:"note"`
}

type line struct {
	ArticleNumber string `json:"article_number"`
}

// decoders are the two ways a handler decodes a body: streaming it, or reading it whole first.
var decoders = map[string]func(w http.ResponseWriter, r *http.Request, dst any) error{
	"Decode": httpx.Decode,
	"Body and DecodeBody": func(w http.ResponseWriter, r *http.Request, dst any) error {
		body, err := httpx.Body(w, r)
		if err != nil {
			return err
		}
		return httpx.DecodeBody(body, dst)
	},
}

// decodeAnswer decodes body as a handler does and returns what the client gets on failure.
func decodeAnswer(t *testing.T, decode func(http.ResponseWriter, *http.Request, any) error, body string) (orderRequest, *httptest.ResponseRecorder, error) {
	t.Helper()
	w := httptest.NewRecorder()
	r := httptest.NewRequest("POST", "/api/x", strings.NewReader(body))
	var dst orderRequest
	err := decode(w, r, &dst)
	if err != nil {
		httpx.Error(w, r, err)
	}
	return dst, w, err
}

// padTo pads a JSON object with spaces before its closing brace up to n bytes.
func padTo(object string, n int) string {
	return object[:len(object)-1] + strings.Repeat(" ", n-len(object)) + "}"
}

func TestDecode(t *testing.T) {
	valid := `{"reference":"SO-1","quantity":3,"lines":[{"article_number":"A-1"}]}`
	for _, tc := range []struct {
		name, body string
		status     int    // 0: decoded
		answer     string // the error body
	}{
		{"snake_case body", valid, 0, ""},
		{"trailing newline", valid + "\n", 0, ""},
		{"exactly 1 MiB", padTo(valid, httpx.MaxBody), 0, ""},
		{"one byte over 1 MiB", padTo(valid, httpx.MaxBody+1), 413, `{"message":"errors.too_large"}`},
		{"long string over 1 MiB", `{"reference":"` + strings.Repeat("x", 2*httpx.MaxBody) + `"}`, 413, `{"message":"errors.too_large"}`},
		{"unknown field", `{"reference":"SO-1","status":"Complete"}`, 422,
			`{"message":"errors.422","errors":{"status":["validation.unknown_field"]}}`},
		{"string for a number", `{"quantity":"3"}`, 422, `{"message":"errors.422","errors":{"quantity":["validation.type"]}}`},
		{"fraction for an integer", `{"quantity":1.5}`, 422, `{"message":"errors.422","errors":{"quantity":["validation.type"]}}`},
		{"number for a string", `{"reference":12}`, 422, `{"message":"errors.422","errors":{"reference":["validation.type"]}}`},
		{"nested type error", `{"lines":[{"article_number":7}]}`, 422,
			`{"message":"errors.422","errors":{"lines.article_number":["validation.type"]}}`},
		{"trailing JSON", valid + `{}`, 400, `{"message":"errors.bad_request"}`},
		{"trailing garbage", valid + `x`, 400, `{"message":"errors.bad_request"}`},
		{"malformed", `{"reference":`, 400, `{"message":"errors.bad_request"}`},
		{"not an object", `["SO-1"]`, 400, `{"message":"errors.bad_request"}`},
		{"empty", ``, 400, `{"message":"errors.bad_request"}`},
	} {
		for name, decode := range decoders {
			t.Run(name+"/"+tc.name, func(t *testing.T) {
				dst, w, err := decodeAnswer(t, decode, tc.body)
				if tc.status == 0 {
					if err != nil || dst.Reference != "SO-1" || dst.Quantity != 3 || len(dst.Lines) != 1 || dst.Lines[0].ArticleNumber != "A-1" {
						t.Errorf("Decode = %+v, %v", dst, err)
					}
					return
				}
				if err == nil || w.Code != tc.status || strings.TrimSpace(w.Body.String()) != tc.answer {
					t.Errorf("answer %d %s, want %d %s (err %v)", w.Code, w.Body, tc.status, tc.answer, err)
				}
			})
		}
	}
}
