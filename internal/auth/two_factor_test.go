package auth_test

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base32"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/auth"
	"kade/internal/demo"
)

// codeAt is the authenticator's code of the base32 secret for the 30-second step at t, made here
// from RFC 6238 itself rather than with the code under test.
func codeAt(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	key, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(secret)
	if err != nil {
		t.Fatal(err)
	}
	mac := hmac.New(sha1.New, key)
	var step [8]byte
	binary.BigEndian.PutUint64(step[:], uint64(at.Unix()/30))
	mac.Write(step[:])
	sum := mac.Sum(nil)
	offset := sum[19] & 0x0f
	return fmt.Sprintf("%06d", (binary.BigEndian.Uint32(sum[offset:])&0x7fffffff)%1_000_000)
}

// granted is what a login answered.
func granted(t *testing.T, res apptest.Response) auth.Granted {
	t.Helper()
	var body struct {
		Data auth.Granted `json:"data"`
	}
	if res.Status != http.StatusOK || json.Unmarshal(res.Body, &body) != nil {
		t.Fatalf("login: %d %s", res.Status, res.Body)
	}
	return body.Data
}

// A user turns two-factor login on with a code of the secret they scanned and gets ten recovery
// codes once; the secret is stored sealed. Their login then asks for a code: a wrong one is a field
// error, a right one gives the token, a code or a recovery code works once, and six wrong codes in a
// row throttle the codes as the login's passwords. Turning it off needs the password.
func TestTwoFactorLogin(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, emma)
		var setup struct {
			Data auth.Setup `json:"data"`
		}
		if res := env.Do(t, "POST", "/api/profile/two-factor", token, nil); res.Status != http.StatusOK || json.Unmarshal(res.Body, &setup) != nil {
			t.Fatalf("setup: %d %s", res.Status, res.Body)
		}
		png, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(setup.Data.QRCode, "data:image/png;base64,"))
		if err != nil || !strings.HasPrefix(string(png), "\x89PNG") || !strings.HasPrefix(setup.Data.URI, "otpauth://totp/Kade%20Logistics:"+emma+"?") ||
			!strings.Contains(setup.Data.URI, "secret="+setup.Data.Secret) {
			t.Fatalf("setup %+v", setup.Data)
		}
		secret := setup.Data.Secret
		confirm := func(code string) apptest.Response {
			return env.Do(t, "POST", "/api/profile/two-factor/confirm", token, map[string]string{"code": code})
		}
		right, _ := strconv.Atoi(codeAt(t, secret, time.Now()))
		wrong := fmt.Sprintf("%06d", (right+1)%1_000_000)
		wantJSON(t, confirm(wrong), http.StatusUnprocessableEntity, `{"message":"auth.two_factor.code","errors":{"code":["auth.two_factor.code"]}}`)
		var confirmed struct {
			Data struct {
				RecoveryCodes []string `json:"recovery_codes"`
			} `json:"data"`
		}
		if res := confirm(codeAt(t, secret, time.Now())); res.Status != http.StatusOK || json.Unmarshal(res.Body, &confirmed) != nil ||
			len(confirmed.Data.RecoveryCodes) != 10 {
			t.Fatalf("confirm: %d %s", res.Status, res.Body)
		}
		var stored string
		if err := env.App.DB.Read().Get(t.Context(), &stored, `SELECT totp_secret FROM users WHERE email = ?`, emma); err != nil ||
			strings.Contains(stored, secret) || len(stored) < 40 {
			t.Errorf("the stored secret %q (%v)", stored, err)
		}
		if res := env.Do(t, "POST", "/api/profile/two-factor", token, nil); res.Status != http.StatusConflict {
			t.Errorf("a new setup while on: %d %s", res.Status, res.Body)
		}
		if profile := env.Do(t, "GET", "/api/profile", token, nil).JSON(t)["data"].(map[string]any); profile["two_factor"] != true {
			t.Errorf("profile %v", profile)
		}

		password := func() auth.Granted { return granted(t, login(t, env, emma, demo.Password)) }
		second := func(challenge, code string) apptest.Response {
			return env.Do(t, "POST", "/api/auth/two-factor", "", map[string]string{"challenge": challenge, "code": code})
		}
		first := password()
		if first.Token != "" || first.Challenge == "" {
			t.Fatalf("login with two-factor: %+v", first)
		}
		wantJSON(t, second(first.Challenge, wrong), http.StatusUnprocessableEntity, `{"message":"auth.two_factor.code","errors":{"code":["auth.two_factor.code"]}}`)
		// The next step's code: the step confirmed is used already.
		next := codeAt(t, secret, time.Now().Add(30*time.Second))
		res := second(first.Challenge, next)
		if res.Status != http.StatusOK {
			t.Fatalf("the right code: %d %s", res.Status, res.Body)
		}
		wantSession(t, env, res.JSON(t)["data"].(map[string]any)["token"].(string), true)
		wantJSON(t, second(first.Challenge, next), http.StatusUnprocessableEntity,
			`{"message":"auth.two_factor.expired","errors":{"challenge":["auth.two_factor.expired"]}}`)
		wantJSON(t, second(password().Challenge, next), http.StatusUnprocessableEntity,
			`{"message":"auth.two_factor.code","errors":{"code":["auth.two_factor.code"]}}`)

		recovery := strings.ToLower(confirmed.Data.RecoveryCodes[3])
		if res := second(password().Challenge, recovery); res.Status != http.StatusOK {
			t.Errorf("a recovery code: %d %s", res.Status, res.Body)
		}
		wantJSON(t, second(password().Challenge, recovery), http.StatusUnprocessableEntity,
			`{"message":"auth.two_factor.code","errors":{"code":["auth.two_factor.code"]}}`)

		// Six wrong codes in a row (the used recovery code above and five more): the seventh is
		// refused, a right one too.
		throttled := password().Challenge
		for range auth.MaxCodeFailures - 1 {
			second(throttled, wrong)
		}
		if res := second(throttled, confirmed.Data.RecoveryCodes[5]); res.Status != http.StatusTooManyRequests {
			t.Errorf("after %d wrong codes: %d %s", auth.MaxCodeFailures, res.Status, res.Body)
		}

		off := func(current string) apptest.Response {
			return env.Do(t, "POST", "/api/profile/two-factor/disable", token, map[string]string{"current_password": current})
		}
		if res := off("not-the-password"); res.Status != http.StatusUnprocessableEntity {
			t.Errorf("off with a wrong password: %d %s", res.Status, res.Body)
		}
		if res := off(demo.Password); res.Status != http.StatusNoContent {
			t.Fatalf("off: %d %s", res.Status, res.Body)
		}
		if g := password(); g.Token == "" || g.Challenge != "" {
			t.Errorf("login after two-factor is off: %+v", g)
		}
	})
}

// When the provider requires two-factor login of its staff, a provider employee without it logs in
// to set it up and reaches nothing else until they have; a client's user is not asked to.
func TestTwoFactorRequiredForStaff(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		admin := env.Login(t, "admin@kade.example.com")
		if res := env.Do(t, "PUT", "/api/login-policy", admin, auth.Policy{RequireTwoFactorForStaff: true}); res.Status != http.StatusOK {
			t.Fatalf("policy: %d %s", res.Status, res.Body)
		}
		employee := env.Login(t, "employee@kade.example.com")
		profile := env.Do(t, "GET", "/api/profile", employee, nil).JSON(t)["data"].(map[string]any)
		if profile["two_factor_required"] != true {
			t.Errorf("profile %v", profile)
		}
		wantJSON(t, env.Do(t, "GET", "/api/users", employee, nil), http.StatusForbidden, `{"message":"auth.two_factor.required"}`)
		var setup struct {
			Data auth.Setup `json:"data"`
		}
		if res := env.Do(t, "POST", "/api/profile/two-factor", employee, nil); res.Status != http.StatusOK || json.Unmarshal(res.Body, &setup) != nil {
			t.Fatalf("setup: %d %s", res.Status, res.Body)
		}
		if res := env.Do(t, "POST", "/api/profile/two-factor/confirm", employee,
			map[string]string{"code": codeAt(t, setup.Data.Secret, time.Now())}); res.Status != http.StatusOK {
			t.Fatalf("confirm: %d %s", res.Status, res.Body)
		}
		if res := env.Do(t, "GET", "/api/users", employee, nil); res.Status != http.StatusOK {
			t.Errorf("users after the setup: %d %s", res.Status, res.Body)
		}
		client := env.Login(t, emma)
		if res := env.Do(t, "GET", "/api/profile", client, nil); res.JSON(t)["data"].(map[string]any)["two_factor_required"] != false {
			t.Errorf("a client's profile: %s", res.Body)
		}
		if res := env.Do(t, "GET", "/api/login-policy", admin, nil); res.JSON(t)["data"].(map[string]any)["require_two_factor_for_staff"] != true {
			t.Errorf("policy read back: %s", res.Body)
		}
	})
}
