package server_test

import (
	"context"
	"strconv"
	"testing"

	"kade/internal/apikeys"
	"kade/internal/apptest"
)

func apiKeyPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	key, err := apikeys.New(env.App.DB).Create(context.Background(), accountID, 0, apikeys.Fields{Name: "Old webshop"})
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"apiKeyId": strconv.FormatInt(key.ID, 10)}
}

// API keys: whoever may write the account's orders manages its keys (Administrator, Provider,
// Default); a key never manages keys.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/api-keys": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 403, "warehouse": 403}},
		"POST /api/clients/{clientId}/api-keys": {
			want: statuses{"guest": 401, "administrator": 201, "provider": 201, "default": 201, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 403, "warehouse": 403},
			body: jsonBody(apikeys.Fields{Name: "Shop"})},
		"DELETE /api/clients/{clientId}/api-keys/{apiKeyId}": {prepare: apiKeyPath,
			want: statuses{"guest": 401, "administrator": 204, "provider": 204, "default": 204, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 403, "warehouse": 403}},
	})
}
