package apptest

import (
	"encoding/json"
	"fmt"
	"testing"
)

// Portal calls the routes of one account: as a logged-in user (Env.Portal) or with a webshop's key
// as Token.
type Portal struct {
	Env     *Env
	Token   string
	Account int64
}

// Portal logs in the demo user email and calls the routes of the demo account named account.
func (e *Env) Portal(t testing.TB, email, account string) Portal {
	t.Helper()
	return Portal{Env: e, Token: e.Login(t, email), Account: e.Accounts[account]}
}

// Call sends a request to /api/clients/{Account}<path> (body as in Env.Do) and decodes a JSON
// answer into out (may be nil).
func (p Portal) Call(t testing.TB, method, path string, body, out any) Response {
	t.Helper()
	res := p.Env.Do(t, method, fmt.Sprintf("/api/clients/%d%s", p.Account, path), p.Token, body)
	if out != nil && len(res.Body) > 0 {
		if err := json.Unmarshal(res.Body, out); err != nil {
			t.Fatalf("%s %s: %v: %s", method, path, err, res.Body)
		}
	}
	return res
}
