package auth

import "context"

// PurgeExpired deletes what can no longer be used: old login failures and password forgotten
// requests, dead tokens and links.
func (s *Service) PurgeExpired(ctx context.Context) error {
	now := s.now()
	purges := []struct {
		query string
		args  []any
	}{
		{`DELETE FROM login_attempts WHERE attempted_at < ?`, []any{now.Add(-FailureWindow)}},
		{`DELETE FROM auth_tokens WHERE expires_at < ? OR last_used_at < ?`, []any{now, now.Add(-IdleTimeout)}},
		{`DELETE FROM password_reset_requests WHERE requested_at < ?`, []any{now.Add(-ResetRequestWindow)}},
		{`DELETE FROM password_reset_tokens WHERE expires_at < ?`, []any{now}},
		{`DELETE FROM invitations WHERE expires_at < ? AND accepted_at IS NULL`, []any{now}},
		{`DELETE FROM two_factor_challenges WHERE expires_at < ?`, []any{now}},
	}
	for _, p := range purges {
		if _, err := s.db.Write().Exec(ctx, p.query, p.args...); err != nil {
			return err
		}
	}
	return nil
}
