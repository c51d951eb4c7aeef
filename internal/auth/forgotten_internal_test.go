package auth

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

const otherIP = "198.51.100.7"

// rows counts the rows of each table.
func (f *fixture) rows(t *testing.T, tables ...string) []int {
	t.Helper()
	counts := make([]int, len(tables))
	for i, table := range tables {
		if err := f.db.Read().Get(context.Background(), &counts[i], `SELECT COUNT(*) FROM `+table); err != nil {
			t.Fatal(err)
		}
	}
	return counts
}

// mailsTo counts the mails queued for recipient.
func (f *fixture) mailsTo(t *testing.T, recipient string) int {
	t.Helper()
	var n int
	if err := f.db.Read().Get(context.Background(), &n, `SELECT COUNT(*) FROM mail_outbox WHERE recipient = ?`, recipient); err != nil {
		t.Fatal(err)
	}
	return n
}

// The request does the same work whatever the email: it records the request and nothing else, so it
// takes as long for a known as for an unknown email. The link and its mail are the background job's.
func TestForgottenDoesTheSameWorkForEveryEmail(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		tables := []string{"password_reset_requests", "password_reset_tokens", "mail_outbox"}
		for _, email := range []string{alice, "nobody@webshop.example"} {
			before := f.rows(t, tables...)
			f.askReset(t, email, testIP)
			after := f.rows(t, tables...)
			for i := range after {
				after[i] -= before[i]
			}
			if want := []int{1, 0, 0}; !slices.Equal(after, want) {
				t.Errorf("asking for %s added rows %v to %v, want %v", email, after, tables, want)
			}
		}
		f.mailResetLinks(t)
		if got, want := f.rows(t, tables...), []int{2, 1, 1}; !slices.Equal(got, want) {
			t.Errorf("after the job: rows %v in %v, want %v (a link and a mail for the known email only)", got, tables, want)
		}
		f.mailedToken(t, alice, "/password/reset/")
		f.mailResetLinks(t) // every request was handled: nothing more is mailed
		if n := f.mailsTo(t, alice); n != 1 {
			t.Errorf("%d mails to %s, want 1", n, alice)
		}
	})
}

// An email gets at most ResetRequestsPerEmail mails within ResetRequestWindow, from any address.
// Further requests are answered as every other and mail nothing.
func TestForgottenLimitPerEmail(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		first := f.clock.t
		for range ResetRequestsPerEmail {
			f.forgotten(t, alice)
			f.clock.advance(time.Minute)
		}
		f.askReset(t, alice, testIP)
		f.askReset(t, alice, otherIP)
		f.mailResetLinks(t)
		if n := f.mailsTo(t, alice); n != ResetRequestsPerEmail {
			t.Errorf("%d mails to %s, want %d", n, alice, ResetRequestsPerEmail)
		}
		f.clock.t = first.Add(ResetRequestWindow) // the first request left the window
		f.forgotten(t, alice)
		if n := f.mailsTo(t, alice); n != ResetRequestsPerEmail+1 {
			t.Errorf("%d mails to %s once the first request left the window, want %d", n, alice, ResetRequestsPerEmail+1)
		}
	})
}

// One address may ask ResetRequestsPerAddress times within ResetRequestWindow, for known and unknown
// emails alike; beyond that its requests mail nothing, while other addresses still may ask.
func TestForgottenLimitPerAddress(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		for i := range ResetRequestsPerAddress {
			f.askReset(t, fmt.Sprintf("nobody-%d@webshop.example", i), testIP)
		}
		f.askReset(t, alice, testIP)
		f.mailResetLinks(t)
		if n := f.mailsTo(t, alice); n != 0 {
			t.Errorf("%d mails to %s after the address's limit, want none", n, alice)
		}
		f.askReset(t, alice, otherIP)
		f.mailResetLinks(t)
		if n := f.mailsTo(t, alice); n != 1 {
			t.Errorf("%d mails to %s asked from another address, want 1", n, alice)
		}
	})
}

// Parallel requests from one address record no more than the limit allows, on two instances.
func TestForgottenLimitHoldsUnderParallelRequests(t *testing.T) {
	forEachEngineTwice(t, func(t *testing.T, f *fixture, other *Service) {
		instances := []*Service{f.svc, other}
		var wg sync.WaitGroup
		for i := range 100 {
			wg.Go(func() {
				email := fmt.Sprintf("nobody-%d@webshop.example", i%5) // 20 requests per email
				if err := instances[i%2].Forgotten(context.Background(), email, "en-GB", testIP); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if n := f.rows(t, "password_reset_requests")[0]; n != ResetRequestsPerAddress {
			t.Errorf("%d requests recorded, want %d", n, ResetRequestsPerAddress)
		}
	})
}

// Instances that run the job at the same time mail each request once.
func TestResetLinksMailedOnceByParallelJobs(t *testing.T) {
	forEachEngineTwice(t, func(t *testing.T, f *fixture, other *Service) {
		emails := []string{alice, "bob@webshop.example", "carol@webshop.example"}
		for _, email := range emails {
			f.addUser(t, email, alicePassword)
			f.askReset(t, email, testIP)
		}
		var wg sync.WaitGroup
		for _, s := range []*Service{f.svc, other, f.svc, other} {
			wg.Go(func() {
				if err := s.MailResetLinks(context.Background()); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		for _, email := range emails {
			if n := f.mailsTo(t, email); n != 1 {
				t.Errorf("%d mails to %s, want 1", n, email)
			}
		}
	})
}
