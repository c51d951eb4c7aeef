package server_test

// Users (docs/permissions.md, 'manage users'): the users overview is listed by Administrators,
// provider employees and Default users (each sees whom they may manage), not by a Supplier or an
// Exit user, nor by a webshop's or the warehouse's key. It is no account's route: the other
// account's Default user lists their own account's users.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/users": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 200, "webshop": 403, "warehouse": 403}},
	})
}
