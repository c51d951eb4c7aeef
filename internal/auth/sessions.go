package auth

import (
	"context"
	"time"

	"kade/internal/db"
	"kade/internal/users"
)

// maxSessions bounds the memory of the kept sessions.
const maxSessions = 100_000

// session is what Authenticate read of a valid token, kept by its hash.
type session struct {
	user       users.User
	tokenID    int64
	lastUsedAt time.Time
	expiresAt  time.Time
}

// valid says whether the session has neither expired nor been idle too long at now.
func (s session) valid(now time.Time) bool {
	return now.Before(s.expiresAt) && now.Sub(s.lastUsedAt) < IdleTimeout
}

// ListenForLoginChanges keeps the instance's sessions in memory while it hears of every login change,
// until ctx ends (PostgreSQL only: on SQLite every request reads its token, which costs no round trip).
func (s *Service) ListenForLoginChanges(ctx context.Context) error {
	return s.sessions.Listen(ctx, s.db, db.LoginChanges, func(payload string) {
		if id, ok := db.ChangedID(payload); ok {
			s.forgetUser(id)
		}
	})
}

// forgetUser drops the kept sessions of a user.
func (s *Service) forgetUser(userID int64) {
	s.sessions.Forget(func(_ string, kept session) bool { return kept.user.ID == userID })
}

// forgetToken drops the kept session of a token.
func (s *Service) forgetToken(hash string) {
	s.sessions.Forget(func(kept string, _ session) bool { return kept == hash })
}
