package returns_test

import (
	"testing"

	"kade/internal/apptest"
	"kade/internal/httpx"
	"kade/internal/returns"
)

// The examples api/openapi.yaml gives the warehouse for POST /api/warehouse/returns are what the API
// takes and answers: the request decodes strictly into a return of an account, and the answer is a
// return that encodes back to exactly the example, every key and no other.
func TestOpenAPIReturnExamples(t *testing.T) {
	const path = "/api/warehouse/returns"
	var message struct {
		ClientID int64 `json:"client_id"`
		returns.Return
	}
	if err := httpx.DecodeBody(apptest.Example(t, "post", path, "", "twoLines"), &message); err != nil || message.ClientID != 1 ||
		len(message.Lines) != 2 || message.Lines[1].StockStatus != "damaged" {
		t.Errorf("the request example: %v, %+v", err, message)
	}
	var decoded struct {
		Data returns.Recorded `json:"data"`
	}
	apptest.ExpectWritesBack(t, apptest.Example(t, "post", path, "201", "recorded"), &decoded)
	if len(decoded.Data.Rows) != 2 {
		t.Errorf("the answer example has %d rows", len(decoded.Data.Rows))
	}
}
