package auth

import (
	"context"
	"time"

	"kade/internal/db"
)

// The login throttle: after MaxFailures failed logins for one email from one address within
// FailureWindow, further attempts are refused until the oldest of them leaves the window. It lives in
// the database so that every instance behind a load balancer counts the same failures.
const (
	MaxFailures   = 5
	FailureWindow = 15 * time.Minute
)

// lockedUntil returns when email may try again from ip, or the zero time when it may now.
func (s *Service) lockedUntil(ctx context.Context, email, ip string, now time.Time) (time.Time, error) {
	var recent []time.Time
	err := s.db.Read().Select(ctx, &recent, `SELECT attempted_at FROM login_attempts
		WHERE email = ? AND ip_address = ? AND attempted_at > ? ORDER BY attempted_at DESC LIMIT ?`,
		email, ip, now.Add(-FailureWindow), MaxFailures)
	if err != nil || len(recent) < MaxFailures {
		return time.Time{}, err
	}
	return recent[MaxFailures-1].Add(FailureWindow), nil
}

func (s *Service) recordFailure(ctx context.Context, email, ip string, now time.Time) error {
	_, err := s.db.Write().Exec(ctx, `INSERT INTO login_attempts (email, ip_address, attempted_at) VALUES (?, ?, ?)`,
		email, ip, now)
	return err
}

func clearFailures(ctx context.Context, q db.Q, email, ip string) error {
	_, err := q.Exec(ctx, `DELETE FROM login_attempts WHERE email = ? AND ip_address = ?`, email, ip)
	return err
}
