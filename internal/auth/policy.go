package auth

import (
	"context"
	"strconv"

	"kade/internal/db"
	"kade/internal/events"
)

// Policy is how the provider wants its staff to log in: with RequireTwoFactorForStaff, an
// Administrator or provider employee without two-factor login logs in to set it up, and can do
// nothing else until they have.
type Policy struct {
	RequireTwoFactorForStaff bool `json:"require_two_factor_for_staff"`
}

// requireTwoFactorSetting names the policy's setting in the settings table.
const requireTwoFactorSetting = "require_two_factor_for_staff"

// Policy is the provider's login policy.
func (s *Service) Policy(ctx context.Context, q db.Q) (Policy, error) {
	var values []string
	if err := q.Select(ctx, &values, `SELECT value FROM settings WHERE name = ?`, requireTwoFactorSetting); err != nil {
		return Policy{}, err
	}
	required := len(values) == 1 && values[0] == "true"
	return Policy{RequireTwoFactorForStaff: required}, nil
}

// SetPolicy stores the provider's login policy; it holds from each staff member's next login.
func (s *Service) SetPolicy(ctx context.Context, p Policy) (Policy, error) {
	err := s.db.Tx(ctx, func(q db.Q) error {
		before, err := s.Policy(ctx, q)
		if err != nil {
			return err
		}
		if _, err := q.Exec(ctx, `INSERT INTO settings (name, value) VALUES (?, ?)
			ON CONFLICT (name) DO UPDATE SET value = excluded.value`, requireTwoFactorSetting,
			strconv.FormatBool(p.RequireTwoFactorForStaff)); err != nil {
			return err
		}
		return events.Append(ctx, q, events.Event{Action: "login_policy.edited", RecordKind: "login_policy",
			RecordLabel: "Login policy", Changes: events.Diff(before, p)})
	})
	return p, err
}
