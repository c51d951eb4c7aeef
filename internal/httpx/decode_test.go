package httpx_test

import (
	"maps"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"kade/internal/domain"
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
	Quantity      int64  `json:"quantity"`
	Share         share  `json:"share"`
}

// share reads itself, as orders.Percentage does: a whole number of percents, refused with its own
// message otherwise.
type share int64

func (s *share) UnmarshalJSON(data []byte) error {
	n, err := strconv.ParseInt(string(data), 10, 64)
	if err != nil {
		return &domain.InvalidValue{Message: "validation.whole"}
	}
	*s = share(n)
	return nil
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
			`{"message":"errors.422","errors":{"lines.0.article_number":["validation.type"]}}`},
		{"a line's type error by its index", `{"lines":[{},{},{},{"quantity":"2"}]}`, 422,
			`{"message":"errors.422","errors":{"lines.3.quantity":["validation.type"]}}`},
		{"every type error at once", `{"quantity":true,"lines":[{"quantity":1.5},{"article_number":[]}]}`, 422,
			`{"message":"errors.422","errors":{"lines.0.quantity":["validation.type"],"lines.1.article_number":["validation.type"],"quantity":["validation.type"]}}`},
		{"a self-reading value's message", `{"lines":[{"share":33.333}]}`, 422,
			`{"message":"errors.422","errors":{"lines.0.share":["validation.whole"]}}`},
		{"null for a number", `{"lines":[{"quantity":null}]}`, 422,
			`{"message":"errors.422","errors":{"lines.0.quantity":["validation.required"]}}`},
		{"an object for a number", `{"quantity":{"a":1}}`, 422, `{"message":"errors.422","errors":{"quantity":["validation.type"]}}`},
		{"an array for an object", `{"lines":[[1]]}`, 422, `{"message":"errors.422","errors":{"lines.0":["validation.type"]}}`},
		{"an unknown field of a line", `{"lines":[{},{"sku":"A"}]}`, 422,
			`{"message":"errors.422","errors":{"lines.1.sku":["validation.unknown_field"]}}`},
		{"duplicate key", `{"reference":"SO-1","reference":"SO-2"}`, 400, `{"message":"errors.duplicate_key,reference"}`},
		{"duplicate key in another case", `{"reference":"SO-1","Reference":"SO-2"}`, 400, `{"message":"errors.duplicate_key,reference"}`},
		{"duplicate key of a line", `{"lines":[{},{"quantity":1,"quantity":2}]}`, 400, `{"message":"errors.duplicate_key,lines.1.quantity"}`},
		{"duplicate key of an unknown field", `{"x":1,"x":2}`, 400, `{"message":"errors.duplicate_key,x"}`},
		{"duplicate key inside an unknown field", `{"x":{"y":[{"z":1,"z":2}]}}`, 400, `{"message":"errors.duplicate_key,x.y.0.z"}`},
		{"one key in an object and in its line", `{"reference":"SO-1","quantity":3,"lines":[{"article_number":"A-1","quantity":3}]}`, 0, ""},
		{"nested too deeply", `{"x":` + strings.Repeat("[", 10000) + strings.Repeat("]", 10000) + `}`, 400, `{"message":"errors.bad_request"}`},
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

func TestDecodeKept(t *testing.T) {
	body := `{"reference":"SO-1","quantity":"3","note":"x","lines":[{"article_number":"A-1","quantity":2},` +
		`{"article_number":"A-2","quantity":12.10,"share":"21"},{"article_number":"A-3","share":null}]}`
	var dst orderRequest
	unread, err := httpx.DecodeKept([]byte(body), &dst)
	if err != nil {
		t.Fatal(err)
	}
	wantErrors := domain.ValidationErrors{"quantity": {"validation.type"}, "lines.1.quantity": {"validation.type"},
		"lines.1.share": {"validation.whole"}, "lines.2.share": {"validation.whole"}}
	wantSent := map[string]string{"quantity": `"3"`, "lines.1.quantity": "12.10", "lines.1.share": `"21"`, "lines.2.share": "null"}
	if !maps.EqualFunc(unread.Errors, wantErrors, slicesEqual) || !maps.Equal(unread.Sent, wantSent) {
		t.Errorf("unread = %v %v, want %v %v", unread.Errors, unread.Sent, wantErrors, wantSent)
	}
	// What fits is read; what does not keeps its zero value, and the lines keep their positions.
	if dst.Reference != "SO-1" || dst.Quantity != 0 || dst.Note == nil || *dst.Note != "x" || len(dst.Lines) != 3 ||
		dst.Lines[1] != (line{ArticleNumber: "A-2"}) || dst.Lines[0] != (line{ArticleNumber: "A-1", Quantity: 2}) {
		t.Errorf("decoded %+v", dst)
	}
	for _, refused := range []string{`{"reference":"a","reference":"b"}`, `{"status":"x"}`, `{"reference":`} {
		if _, err := httpx.DecodeKept([]byte(refused), &dst); err == nil {
			t.Errorf("DecodeKept(%s) accepted", refused)
		}
	}
}

func slicesEqual(a, b []string) bool { return strings.Join(a, "|") == strings.Join(b, "|") }
