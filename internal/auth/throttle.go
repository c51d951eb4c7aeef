package auth

import (
	"context"
	"time"

	"kade/internal/db"
)

// The login throttle: one email may make MaxFailures attempts from one address within
// FailureWindow; further attempts are refused until the oldest of them leaves the window. It lives in
// the database so that every instance behind a load balancer counts the same attempts.
const (
	MaxFailures   = 5
	FailureWindow = 15 * time.Minute
)

// reserveAttempt takes one of the limit attempts email may make from ip before its password (or a
// code) is checked, or returns until when all of them are taken. Counting and taking are one
// serialised step, so however many logins arrive at once, on however many instances, no more than
// limit passwords are checked. A wrong password keeps its attempt as the failure; a login clears
// them all.
func (s *Service) reserveAttempt(ctx context.Context, email, ip string, now time.Time, limit int) (attempt int64, until time.Time, err error) {
	err = s.db.Tx(ctx, func(q db.Q) error {
		attempt, until = 0, time.Time{} // Tx may run this again
		if err := s.db.Serialize(ctx, q, "login attempts of "+email+" from "+ip); err != nil {
			return err
		}
		var recent []time.Time
		if err := q.Select(ctx, &recent, `SELECT attempted_at FROM login_attempts
			WHERE email = ? AND ip_address = ? AND attempted_at > ? ORDER BY attempted_at DESC LIMIT ?`,
			email, ip, now.Add(-FailureWindow), limit); err != nil {
			return err
		}
		if len(recent) == limit {
			until = recent[limit-1].Add(FailureWindow)
			return nil
		}
		return q.Get(ctx, &attempt, `INSERT INTO login_attempts (email, ip_address, attempted_at) VALUES (?, ?, ?)
			RETURNING id`, email, ip, now)
	})
	return attempt, until, err
}

// releaseAttempt gives an attempt back when its password could not be checked or its login not
// stored: a failure on our side is not the user's. It runs even when the request was cancelled.
func (s *Service) releaseAttempt(ctx context.Context, attempt int64) error {
	_, err := s.db.Write().Exec(context.WithoutCancel(ctx), `DELETE FROM login_attempts WHERE id = ?`, attempt)
	return err
}

func clearFailures(ctx context.Context, q db.Q, email, ip string) error {
	_, err := q.Exec(ctx, `DELETE FROM login_attempts WHERE email = ? AND ip_address = ?`, email, ip)
	return err
}
