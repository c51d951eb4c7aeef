package apptest

import (
	"bytes"
	"context"
	"testing"

	"kade/internal/db/dbtest"
)

// ChangeUserBehind changes the user of token behind the portal's back, with statement (as a command
// or SQL would), and waits until the instance answers token with the change. On PostgreSQL the
// instance keeps sessions in memory and hears of such a change from the database within milliseconds.
func (e *Env) ChangeUserBehind(t testing.TB, token, statement string, args ...any) {
	t.Helper()
	before := e.Do(t, "GET", "/api/profile", token, nil).Body
	if _, err := e.App.DB.Write().Exec(context.Background(), statement, args...); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "heard", func() bool {
		return !bytes.Equal(e.Do(t, "GET", "/api/profile", token, nil).Body, before)
	})
}
