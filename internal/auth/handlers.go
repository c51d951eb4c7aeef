package auth

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"

	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/mail"
	"kade/internal/users"
)

// SessionCookie carries the bearer token for browser-form downloads (spec point 7: auth/dispense).
const SessionCookie = "kade_session"

// Handlers serve the authentication calls.
type Handlers struct{ Auth *Service }

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// Login answers POST /api/auth/login.
func (h Handlers) Login(w http.ResponseWriter, r *http.Request) {
	var req loginRequest
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	granted, err := h.Auth.Login(r.Context(), req.Email, req.Password, Device{IP: clientIP(r), UserAgent: r.UserAgent()})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, granted)
}

type secondFactorRequest struct {
	Challenge string `json:"challenge"`
	Code      string `json:"code"`
}

// SecondFactor answers POST /api/auth/two-factor: the login's token for its challenge and a code.
func (h Handlers) SecondFactor(w http.ResponseWriter, r *http.Request) {
	var req secondFactorRequest
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	token, err := h.Auth.SecondFactor(r.Context(), req.Challenge, req.Code, Device{IP: clientIP(r), UserAgent: r.UserAgent()})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, map[string]string{"token": token})
}

// BeginTwoFactor answers POST /api/profile/two-factor: a new authenticator secret to confirm.
func (h Handlers) BeginTwoFactor(w http.ResponseWriter, r *http.Request) {
	u, _ := users.Current(r.Context())
	setup, err := h.Auth.BeginTwoFactor(r.Context(), u)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, setup)
}

// ConfirmTwoFactor answers POST /api/profile/two-factor/confirm: two-factor login is on, and the
// recovery codes are shown this once.
func (h Handlers) ConfirmTwoFactor(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Code string `json:"code"`
	}
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	u, _ := users.Current(r.Context())
	codes, err := h.Auth.ConfirmTwoFactor(r.Context(), u, req.Code)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, map[string][]string{"recovery_codes": codes})
}

// DisableTwoFactor answers POST /api/profile/two-factor/disable: off, confirmed with the password.
func (h Handlers) DisableTwoFactor(w http.ResponseWriter, r *http.Request) {
	var req struct {
		CurrentPassword string `json:"current_password"`
	}
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	u, _ := users.Current(r.Context())
	if err := h.Auth.DisableTwoFactor(r.Context(), u, req.CurrentPassword, clientIP(r)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.NoContent(w)
}

// Logout answers POST /api/auth/logout.
func (h Handlers) Logout(w http.ResponseWriter, r *http.Request) {
	if err := h.Auth.Logout(r.Context(), BearerToken(r)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: SessionCookie, Path: "/api", MaxAge: -1, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: h.secure(r)})
	httpx.NoContent(w)
}

// Dispense answers the browser form POST /api/auth/dispense: it checks the token and email, sets the
// session cookie and redirects to redirect_uri when it is on this portal (never elsewhere).
func (h Handlers) Dispense(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, httpx.MaxBody)
	if err := r.ParseForm(); err != nil {
		var tooLarge *http.MaxBytesError
		if !errors.As(err, &tooLarge) { // a malformed form is the client's mistake, not a 500
			err = fmt.Errorf("%w: %v", httpx.ErrBadRequest, err)
		}
		httpx.Error(w, r, err)
		return
	}
	token := r.PostForm.Get("token")
	u, err := h.Auth.Authenticate(r.Context(), token)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	if !strings.EqualFold(strings.TrimSpace(r.PostForm.Get("email")), u.Email) {
		httpx.Error(w, r, domain.ErrUnauthorized)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: SessionCookie, Value: token, Path: "/api", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: h.secure(r), MaxAge: int(AbsoluteTimeout.Seconds())})
	http.Redirect(w, r, sameOriginPath(r, r.PostForm.Get("redirect_uri")), http.StatusSeeOther)
}

// secure tells whether the session cookie may only travel over HTTPS: when the request came over TLS,
// or when the portal's public address is https (TLS ends at a proxy in front of Kade).
func (h Handlers) secure(r *http.Request) bool {
	return r.TLS != nil || strings.HasPrefix(h.Auth.settings.BaseURL, "https://")
}

// sameOriginPath returns the path of target when it points at this portal, "/" otherwise.
func sameOriginPath(r *http.Request, target string) string {
	u, err := url.Parse(target)
	if err != nil || (u.Host != "" && !strings.EqualFold(u.Host, r.Host)) || (u.Scheme != "" && u.Host == "") ||
		u.Opaque != "" || !strings.HasPrefix(u.Path, "/") || strings.HasPrefix(u.Path, "//") || strings.Contains(u.Path, `\`) {
		return "/"
	}
	u.Scheme, u.Host, u.User = "", "", nil
	return u.String()
}

type emailRequest struct {
	Email string `json:"email"`
}

// Forgotten answers POST /api/password/forgotten, the same whether the email is known or not.
func (h Handlers) Forgotten(w http.ResponseWriter, r *http.Request) {
	var req emailRequest
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if err := h.Auth.Forgotten(r.Context(), req.Email, mail.Locale(r.Header.Get("Accept-Language")), clientIP(r)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, map[string]string{"contact_email": h.Auth.settings.ContactEmail})
}

type newPasswordRequest struct {
	Token                string `json:"token"`
	Password             string `json:"password"`
	PasswordConfirmation string `json:"password_confirmation"`
}

// Reset answers POST /api/password/reset.
func (h Handlers) Reset(w http.ResponseWriter, r *http.Request) {
	var req newPasswordRequest
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	email, err := h.Auth.ResetPassword(r.Context(), req.Token, req.Password, req.PasswordConfirmation)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, map[string]string{"email": email})
}

// Invitation answers GET /api/invitation/{token}.
func (h Handlers) Invitation(w http.ResponseWriter, r *http.Request) {
	u, err := h.Auth.Invitation(r.Context(), r.PathValue("token"))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, map[string]string{"email": u.Email, "name": u.Name})
}

// AcceptInvitation answers POST /api/invitation/accept.
func (h Handlers) AcceptInvitation(w http.ResponseWriter, r *http.Request) {
	var req newPasswordRequest
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	email, err := h.Auth.AcceptInvitation(r.Context(), req.Token, req.Password, req.PasswordConfirmation)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, map[string]string{"email": email})
}

// BearerToken is the token of an "Authorization: Bearer" header, or "".
func BearerToken(r *http.Request) string {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}

// clientIP is the address the login throttle and the password forgotten limit count for. An IPv6
// address counts as its /64 network: a host or subscriber gets one whole, and could otherwise take a
// new address for every attempt.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	if addr = addr.Unmap().WithZone(""); addr.Is6() {
		return netip.PrefixFrom(addr, 64).Masked().String()
	}
	return addr.String()
}

// Sessions answers GET /api/profile/sessions: the caller's sessions that still work.
func (h Handlers) Sessions(w http.ResponseWriter, r *http.Request) {
	u, _ := users.Current(r.Context())
	sessions, err := h.Auth.Sessions(r.Context(), u.ID, BearerToken(r))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, sessions)
}

// EndOtherSessions answers POST /api/profile/sessions/end-others ('Log out everywhere else').
func (h Handlers) EndOtherSessions(w http.ResponseWriter, r *http.Request) {
	u, _ := users.Current(r.Context())
	if err := h.Auth.EndOtherSessions(r.Context(), u, BearerToken(r)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.NoContent(w)
}

// ChangePassword answers PUT /api/profile/password: 204, and every other session of the caller ends.
func (h Handlers) ChangePassword(w http.ResponseWriter, r *http.Request) {
	var c PasswordChange
	if err := httpx.Decode(w, r, &c); err != nil {
		httpx.Error(w, r, err)
		return
	}
	u, _ := users.Current(r.Context())
	if err := h.Auth.ChangePassword(r.Context(), u, BearerToken(r), c, clientIP(r)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.NoContent(w)
}

// Policy answers GET /api/login-policy: how the provider wants its staff to log in.
func (h Handlers) Policy(w http.ResponseWriter, r *http.Request) {
	policy, err := h.Auth.Policy(r.Context(), h.Auth.db.Read())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, policy)
}

// SetPolicy answers PUT /api/login-policy.
func (h Handlers) SetPolicy(w http.ResponseWriter, r *http.Request) {
	var p Policy
	if err := httpx.Decode(w, r, &p); err != nil {
		httpx.Error(w, r, err)
		return
	}
	policy, err := h.Auth.SetPolicy(r.Context(), p)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, policy)
}
