package auth

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/base64"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/skip2/go-qrcode"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/users"
)

// Two-factor login: a user who turned it on logs in with their password and then a code of their
// authenticator app (RFC 6238), or one of their recovery codes.
const (
	// ChallengeLifetime is how long a login whose password was right waits for its code.
	ChallengeLifetime = 5 * time.Minute
	// MaxCodeFailures wrong codes in a row from one address throttle the user's codes for
	// FailureWindow, as wrong passwords throttle the login.
	MaxCodeFailures = 6
	// recoveryCodes is how many recovery codes a user gets, each used once.
	recoveryCodes = 10
	// secretBytes is the size of an authenticator secret: 160 bits, as RFC 4226 recommends.
	secretBytes = 20
)

// recoveryAlphabet has no letters that read as others (0/O, 1/I/L).
const recoveryAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// Granted is a login's answer: its Token, or, for a user with two-factor login, the Challenge to
// answer with a code (POST /api/auth/two-factor).
type Granted struct {
	Token     string `json:"token,omitempty"`
	Challenge string `json:"two_factor_challenge,omitempty"`
}

// challenge makes the challenge of u's login from a device, in q's transaction.
func (s *Service) challenge(ctx context.Context, q db.Q, u users.User, from Device, now time.Time) (string, error) {
	secret, hash := newSecret()
	_, err := q.Exec(ctx, `INSERT INTO two_factor_challenges (user_id, token_hash, user_agent, ip_address, expires_at)
		VALUES (?, ?, ?, ?, ?)`, u.ID, hash, from.UserAgent, from.IP, now.Add(ChallengeLifetime))
	return secret, err
}

// SecondFactor answers a login's challenge with code (six digits of the authenticator, or a
// recovery code) and returns the login's token. The challenge works once and for ChallengeLifetime.
func (s *Service) SecondFactor(ctx context.Context, challenge, code string, from Device) (string, error) {
	now := s.now()
	var c struct {
		ID        int64  `db:"id"`
		UserID    int64  `db:"user_id"`
		UserAgent string `db:"user_agent"`
	}
	err := s.db.Read().Get(ctx, &c, `SELECT id, user_id, user_agent FROM two_factor_challenges
		WHERE token_hash = ? AND expires_at > ?`, hashSecret(challenge), now)
	if db.NotFound(err) {
		return "", &domain.FieldError{Message: "auth.two_factor.expired", Fields: domain.ValidationErrors{"challenge": {"auth.two_factor.expired"}}}
	}
	if err != nil {
		return "", err
	}
	u, err := s.users.ByID(ctx, c.UserID)
	if err != nil {
		return "", err
	}
	throttled := "two-factor " + u.Email
	attempt, until, err := s.reserveAttempt(ctx, throttled, from.IP, now, MaxCodeFailures)
	if err != nil {
		return "", err
	}
	if !until.IsZero() {
		return "", &domain.TooManyRequests{Until: until}
	}
	var token string
	err = s.db.Tx(ctx, func(q db.Q) error {
		ok, err := s.checkCode(ctx, q, u.ID, code, now)
		if err != nil {
			return err
		}
		if !ok {
			return errWrongCode
		}
		res, err := q.Exec(ctx, `DELETE FROM two_factor_challenges WHERE id = ?`, c.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 { // answered by a concurrent request
			return errWrongCode
		}
		if err := clearFailures(ctx, q, throttled, from.IP); err != nil {
			return err
		}
		if err := s.loggedIn(ctx, q, u); err != nil {
			return err
		}
		token, err = issueToken(ctx, q, u.ID, now, Device{IP: from.IP, UserAgent: c.UserAgent}, false)
		return err
	})
	switch {
	case errors.Is(err, errWrongCode):
		return "", codeError() // the attempt stays as the failure
	case err != nil:
		return "", errors.Join(err, s.releaseAttempt(ctx, attempt))
	}
	return token, nil
}

// errWrongCode ends SecondFactor's transaction when the code is not the user's.
var errWrongCode = errors.New("auth: wrong code")

func codeError() error {
	return &domain.FieldError{Message: "auth.two_factor.code", Fields: domain.ValidationErrors{"code": {"auth.two_factor.code"}}}
}

// checkCode reports whether code is user id's: a code of their authenticator whose step is after
// the last one accepted (which it then becomes), or an unused recovery code (which is then used).
func (s *Service) checkCode(ctx context.Context, q db.Q, userID int64, code string, now time.Time) (bool, error) {
	code = strings.ToUpper(strings.NewReplacer(" ", "", "-", "").Replace(code))
	if len(code) == totpDigits {
		var stored struct {
			Secret   *string `db:"totp_secret"`
			LastStep int64   `db:"totp_last_step"`
		}
		if err := q.Get(ctx, &stored, `SELECT totp_secret, totp_last_step FROM users WHERE id = ?`, userID); err != nil {
			return false, err
		}
		if stored.Secret == nil {
			return false, nil
		}
		secret, err := s.sealer().open(*stored.Secret)
		if err != nil {
			return false, err
		}
		step, ok := totpMatch(secret, code, now, stored.LastStep)
		if !ok {
			return false, nil
		}
		res, err := q.Exec(ctx, `UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?`, step, userID, step)
		if err != nil {
			return false, err
		}
		n, err := res.RowsAffected()
		return n == 1, err
	}
	res, err := q.Exec(ctx, `UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL`,
		now, userID, hashSecret(code))
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

func (s *Service) sealer() sealer { return newSealer(s.db.Secret()) }

// Setup is what a user scans into their authenticator app: the secret as a QR code (a PNG data
// URL) of its otpauth URI, and as text for typing it in.
type Setup struct {
	Secret string `json:"secret"`
	URI    string `json:"uri"`
	QRCode string `json:"qr_code"`
}

// BeginTwoFactor makes a new authenticator secret for u, kept until ConfirmTwoFactor; a user with
// two-factor login on is refused (409).
func (s *Service) BeginTwoFactor(ctx context.Context, u users.User) (Setup, error) {
	if u.TwoFactor {
		return Setup{}, &domain.Refusal{Message: "auth.two_factor.on"}
	}
	secret := make([]byte, secretBytes)
	_, _ = rand.Read(secret) // crypto/rand never fails on Linux
	text := base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(secret)
	label := s.settings.ProviderName + ":" + u.Email
	uri := "otpauth://totp/" + url.PathEscape(label) + "?" + url.Values{"secret": {text}, "issuer": {s.settings.ProviderName},
		"digits": {"6"}, "period": {"30"}, "algorithm": {"SHA1"}}.Encode()
	png, err := qrcode.Encode(uri, qrcode.Medium, 256)
	if err != nil {
		return Setup{}, err
	}
	if _, err := s.db.Write().Exec(ctx, `UPDATE users SET totp_pending = ? WHERE id = ?`, s.sealer().seal(secret), u.ID); err != nil {
		return Setup{}, err
	}
	return Setup{Secret: text, URI: uri, QRCode: "data:image/png;base64," + base64.StdEncoding.EncodeToString(png)}, nil
}

// ConfirmTwoFactor turns two-factor login on for u when code is one of the secret BeginTwoFactor
// made, and returns the user's recovery codes, shown this once: they replace any earlier ones.
func (s *Service) ConfirmTwoFactor(ctx context.Context, u users.User, code string) ([]string, error) {
	code = strings.TrimSpace(code)
	if len(code) != totpDigits {
		return nil, codeError()
	}
	now := s.now()
	var codes []string
	err := s.db.Tx(ctx, func(q db.Q) error {
		var pending *string
		if err := q.Get(ctx, &pending, `SELECT totp_pending FROM users WHERE id = ?`, u.ID); err != nil {
			return err
		}
		if pending == nil {
			return &domain.Refusal{Message: "auth.two_factor.not_started"}
		}
		secret, err := s.sealer().open(*pending)
		if err != nil {
			return err
		}
		step, ok := totpMatch(secret, code, now, 0)
		if !ok {
			return codeError()
		}
		if _, err := q.Exec(ctx, `UPDATE users SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = ?,
			updated_at = ? WHERE id = ?`, step, now, u.ID); err != nil {
			return err
		}
		if codes, err = s.newRecoveryCodes(ctx, q, u.ID); err != nil {
			return err
		}
		if _, err := q.Exec(ctx, `UPDATE auth_tokens SET must_set_up_two_factor = FALSE WHERE user_id = ?`, u.ID); err != nil {
			return err
		}
		return ownEvent(ctx, q, u, "two_factor_on")
	})
	s.forgetUser(u.ID)
	return codes, err
}

// newRecoveryCodes replaces user id's recovery codes with new ones, stored as hashes.
func (s *Service) newRecoveryCodes(ctx context.Context, q db.Q, userID int64) ([]string, error) {
	if _, err := q.Exec(ctx, `DELETE FROM recovery_codes WHERE user_id = ?`, userID); err != nil {
		return nil, err
	}
	codes := make([]string, recoveryCodes)
	for i := range codes {
		b := make([]byte, 10)
		_, _ = rand.Read(b) // crypto/rand never fails on Linux
		for j := range b {
			b[j] = recoveryAlphabet[int(b[j])%len(recoveryAlphabet)]
		}
		codes[i] = string(b[:5]) + "-" + string(b[5:])
	}
	return codes, db.InsertRows(ctx, q, "recovery_codes", "user_id, code_hash", len(codes), func(i int) []any {
		return []any{userID, hashSecret(strings.ReplaceAll(codes[i], "-", ""))}
	})
}

// DisableTwoFactor turns two-factor login off for u, who confirms with their password (checked and
// throttled as a password change's).
func (s *Service) DisableTwoFactor(ctx context.Context, u users.User, password, ip string) error {
	err := s.withPassword(ctx, u, password, ip, func(q db.Q) error {
		if _, err := q.Exec(ctx, `UPDATE users SET totp_secret = NULL, totp_pending = NULL, updated_at = ? WHERE id = ?`,
			s.now(), u.ID); err != nil {
			return err
		}
		if _, err := q.Exec(ctx, `DELETE FROM recovery_codes WHERE user_id = ?`, u.ID); err != nil {
			return err
		}
		return ownEvent(ctx, q, u, "two_factor_off")
	})
	s.forgetUser(u.ID)
	return err
}
