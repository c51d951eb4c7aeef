package server_test

import (
	"fmt"
	"sync/atomic"

	"kade/internal/clients"
	"kade/internal/demo"
)

// accountsMade counts the accounts the access test makes, so each has a name and a code of its own.
var accountsMade atomic.Int64

// admins is the statuses of a route of Administrators only: ok for them, 403 for every other caller.
func admins(ok int) statuses {
	return statuses{"guest": 401, "administrator": ok, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 403}
}

// Client accounts: Administrators list, make and edit them; whoever sees an account reads it and
// its dashboard.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/clients": {want: admins(200)},
		// The dashboard: whoever sees an account, with the figures their level may read.
		"GET /api/clients/{clientId}/dashboard": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
		// An account's activity: provider staff and Administrators.
		"GET /api/clients/{clientId}/activity": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 403}},
		"POST /api/clients/{clientId}/exports/activity": {browserForm: true, body: formBody("format=csv&what=sales_order&date_from=2026-01-01"),
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 403}},
		"POST /api/clients": {want: admins(201),
			body: func(caller, string, int64) any {
				n := accountsMade.Add(1)
				return clients.AccountFields{Name: fmt.Sprintf("Access Account %d", n), Code: fmt.Sprintf("ACC%d", n), MaxDeliveryLines: 500}
			}},
		"GET /api/clients/{clientId}": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 404, "webshop": 403, "warehouse": 403}},
		// The first account keeps its name and settings: the edit writes them as they are.
		"PUT /api/clients/{clientId}": {want: admins(200),
			body: jsonBody(clients.AccountFields{Name: demo.Accounts[0], Code: "TULIP", MaxDeliveryLines: 500})},
	})
}

// The provider's login policy: Administrators.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/login-policy": {want: admins(200)},
		// Written as it is (off), so the other callers' logins are not changed.
		"PUT /api/login-policy": {want: admins(200), body: jsonBody(map[string]bool{"require_two_factor_for_staff": false})},
	})
}
