package auth

import (
	"fmt"
	"kade/internal/domain"
	"maps"
	"slices"
	"strings"
	"testing"
)

func TestHashPasswordRoundTrip(t *testing.T) {
	const password = "correct horse battery staple"
	hash, err := HashPassword(password)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(hash, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("hash %q does not carry the argon2id parameters", hash)
	}
	if strings.Contains(hash, password) {
		t.Errorf("hash %q contains the password", hash)
	}
	again, err := HashPassword(password)
	if err != nil {
		t.Fatal(err)
	}
	if again == hash {
		t.Error("two hashes of one password are equal: the salt is not random")
	}
	for _, tc := range []struct {
		name, password string
		want           bool
	}{
		{"same password", password, true},
		{"wrong password", "correct horse battery stapler", false},
		{"other case", strings.ToUpper(password), false},
		{"empty", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ok, err := CheckPassword(hash, tc.password)
			if err != nil || ok != tc.want {
				t.Errorf("CheckPassword = %v, %v; want %v, nil", ok, err, tc.want)
			}
		})
	}
}

// CheckPassword must use the parameters in the hash, so hashes made before a parameter change keep working.
func TestCheckPasswordHonoursStoredParameters(t *testing.T) {
	const password = "an older password hash"
	for _, p := range []struct {
		memory, iterations uint32
		threads            uint8
	}{{64, 1, 1}, {8 * 1024, 3, 2}, {32 * 1024, 1, 4}} {
		hash := argonHash(password, p.memory, p.iterations, p.threads)
		t.Run(fmt.Sprintf("m=%d,t=%d,p=%d", p.memory, p.iterations, p.threads), func(t *testing.T) {
			if ok, err := CheckPassword(hash, password); !ok || err != nil {
				t.Errorf("right password: %v, %v", ok, err)
			}
			if ok, err := CheckPassword(hash, password+"!"); ok || err != nil {
				t.Errorf("wrong password: %v, %v", ok, err)
			}
		})
	}
}

func TestCheckPasswordRejectsGarbage(t *testing.T) {
	good := argonHash("whatever password", 64, 1, 1)
	parts := strings.Split(good, "$") // "", argon2id, v=19, m=..,t=..,p=.., salt, key
	with := func(i int, value string) string {
		p := slices.Clone(parts)
		p[i] = value
		return strings.Join(p, "$")
	}
	for _, tc := range []struct{ name, hash string }{
		{"empty", ""},
		{"plain text", "whatever password"},
		{"bcrypt", "$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy"},
		{"argon2i", with(1, "argon2i")},
		{"other argon2 version", with(2, "v=16")},
		{"missing part", strings.Join(parts[:5], "$")},
		{"unreadable parameters", with(3, "m=lots,t=2,p=1")},
		{"zero iterations", with(3, "m=64,t=0,p=1")},
		{"zero threads", with(3, "m=64,t=1,p=0")},
		{"salt not base64", with(4, "!!!")},
		{"key not base64", with(5, "!!!")},
		{"empty salt", with(4, "")},
		{"empty key", with(5, "")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if v := recover(); v != nil {
					t.Fatalf("CheckPassword panicked: %v", v)
				}
			}()
			ok, err := CheckPassword(tc.hash, "whatever password")
			if err == nil || ok {
				t.Errorf("CheckPassword(%q) = %v, %v; want an error", tc.hash, ok, err)
			}
		})
	}
}

func TestValidateNewPassword(t *testing.T) {
	const email = "anna@webshop.example"
	twelve := "abcdefghijkl"
	for _, tc := range []struct {
		name, password, confirmation string
		want                         domain.ValidationErrors
	}{
		{"both empty", "", "", domain.ValidationErrors{
			"password": {"validation.required"}, "password_confirmation": {"validation.required"}}},
		{"11 characters", twelve[:11], twelve[:11], domain.ValidationErrors{"password": {"validation.min,12"}}},
		{"12 characters", twelve, twelve, nil},
		// Characters, not bytes: 11 two-byte letters are 22 bytes and still too short.
		{"11 accented letters", strings.Repeat("é", 11), strings.Repeat("é", 11),
			domain.ValidationErrors{"password": {"validation.min,12"}}},
		{"12 accented letters", strings.Repeat("é", 12), strings.Repeat("é", 12), nil},
		{"200 characters", strings.Repeat("x", 200), strings.Repeat("x", 200), nil},
		{"201 characters", strings.Repeat("x", 201), strings.Repeat("x", 201),
			domain.ValidationErrors{"password": {"validation.max,200"}}},
		{"the email", email, email, domain.ValidationErrors{"password": {"validation.password_is_email"}}},
		{"the email in other case", "Anna@Webshop.EXAMPLE", "Anna@Webshop.EXAMPLE",
			domain.ValidationErrors{"password": {"validation.password_is_email"}}},
		{"the email with spaces", " " + email + " ", " " + email + " ",
			domain.ValidationErrors{"password": {"validation.password_is_email"}}},
		{"confirmation missing", twelve, "", domain.ValidationErrors{"password_confirmation": {"validation.required"}}},
		{"confirmation mismatch", twelve, twelve + "m", domain.ValidationErrors{"password_confirmation": {"validation.confirmed"}}},
		{"confirmation in other case", twelve, strings.ToUpper(twelve),
			domain.ValidationErrors{"password_confirmation": {"validation.confirmed"}}},
		{"short and mismatched", "short", "shorter", domain.ValidationErrors{
			"password": {"validation.min,12"}, "password_confirmation": {"validation.confirmed"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ValidateNewPassword(email, tc.password, tc.confirmation)
			if !maps.EqualFunc(got, tc.want, slices.Equal) {
				t.Errorf("ValidateNewPassword = %v, want %v", got, tc.want)
			}
			if (got.Err() == nil) != (len(tc.want) == 0) {
				t.Errorf("Err() = %v with %d fields in error", got.Err(), len(tc.want))
			}
		})
	}
}
