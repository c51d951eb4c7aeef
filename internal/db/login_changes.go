package db

import "strconv"

// LoginChanges is the channel on which the triggers of migration 00019 tell every instance of a
// change to what a login sees: a user's row, accounts or tokens (revoked, expired), with the user's
// id as the payload; a change to the accounts themselves has an empty payload, meaning every user.
const LoginChanges = "login_changes"

// APIKeyChanges is the channel on which the triggers of migration 00020 tell every instance of a
// change to an API key (revoked, renamed, moved, deleted), with the key's id as the payload; a
// change to the accounts has an empty payload, meaning every key.
const APIKeyChanges = "api_key_changes"

// ChangedID is the user a login change (or the key an API key change) names, and false for a
// change to every user's (or key's).
func ChangedID(payload string) (int64, bool) {
	id, err := strconv.ParseInt(payload, 10, 64)
	return id, err == nil
}
