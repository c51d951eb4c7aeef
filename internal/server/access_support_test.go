package server_test

import (
	"fmt"
	"sync/atomic"

	"kade/internal/support"
)

// contactsSent counts the access test's contact messages, so each has a subject of its own.
var contactsSent atomic.Int64

// 'Contact us': every person who logs in mails the provider's support; a key (webshop, warehouse)
// is no person. Each caller is a user of its own and sends one message per run, far below the
// throttle (support.MaxPerHour an hour per user).
func init() {
	addExpectations(map[string]expectation{
		"POST /api/contact": {
			want: statuses{"guest": 401, "administrator": 202, "provider": 202, "default": 202, "supplier": 202, "exit": 202, "other-account": 202, "webshop": 403, "warehouse": 403},
			body: func(c caller, _ string, _ int64) any {
				return support.Message{Subject: fmt.Sprintf("Access test %d", contactsSent.Add(1)), Message: "A question."}
			}},
	})
}
