package users

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// Profile is what the frontend knows of the logged-in user (spec point 3, User and profile).
type Profile struct {
	ID                     int64            `json:"id"`
	Email                  string           `json:"email"`
	Name                   string           `json:"name"`
	Level                  access.Level     `json:"level"`
	ClientID               *int64           `json:"client_id"`
	ClientName             *string          `json:"client_name"`
	LastLoginDate          *time.Time       `json:"last_login_date"`
	CanSeeTranslatorOrders bool             `json:"can_see_translator_orders"`
	Language               string           `json:"language"`
	TwoFactor              bool             `json:"two_factor"`
	TwoFactorRequired      bool             `json:"two_factor_required"`
	Client                 *clients.Client  `json:"client"`
	Clients                []clients.Client `json:"clients"`
}

// Profiles builds profiles and switches the current account.
type Profiles struct {
	users   *Store
	clients *clients.Store
}

func NewProfiles(u *Store, c *clients.Store) *Profiles { return &Profiles{users: u, clients: c} }

// Of builds u's profile. The current account is the one the user chose when still visible, else the
// first visible one, so a client with a single account never has to choose.
func (p *Profiles) Of(ctx context.Context, u User) (Profile, error) {
	visible, err := p.clients.VisibleTo(ctx, u.ID, u.Level)
	if err != nil {
		return Profile{}, err
	}
	profile := Profile{
		ID: u.ID, Email: u.Email, Name: u.Name, Level: u.Level, LastLoginDate: u.LastLoginDate,
		CanSeeTranslatorOrders: u.CanSeeTranslatorOrders, Language: u.Language, TwoFactor: u.TwoFactor,
		TwoFactorRequired: u.MustSetUpTwoFactor, Clients: visible,
	}
	for i := range visible {
		if u.ClientID != nil && visible[i].ID == *u.ClientID {
			profile.Client = &visible[i]
		}
	}
	if profile.Client == nil && len(visible) > 0 {
		profile.Client = &visible[0]
	}
	if profile.Client != nil {
		profile.ClientID, profile.ClientName = &profile.Client.ID, &profile.Client.Name
	}
	return profile, nil
}

// SwitchClient makes clientID the user's current account; an account the user may not see is a
// field error, never a hint that it exists.
func (p *Profiles) SwitchClient(ctx context.Context, u User, clientID int64) (Profile, error) {
	if _, err := p.clients.Visible(ctx, u.ID, u.Level, clientID); err != nil {
		if errors.Is(err, domain.ErrNotFound) {
			v := domain.ValidationErrors{}
			v.Add("client_id", "validation.exists")
			return Profile{}, v
		}
		return Profile{}, err
	}
	if err := p.users.SetCurrentClient(ctx, u.ID, clientID); err != nil {
		return Profile{}, err
	}
	u.ClientID = &clientID
	return p.Of(ctx, u)
}

// Languages are the portal's languages a user may choose; "" follows the browser.
var Languages = []string{"", "en-GB", "nl-NL"}

// OwnSettings are what every user sets for themselves: their name and the portal's language.
type OwnSettings struct {
	Name     string `json:"name"`
	Language string `json:"language"`
}

// SetOwn stores u's own settings and answers u's profile with them.
func (p *Profiles) SetOwn(ctx context.Context, u User, o OwnSettings) (Profile, error) {
	o.Name = listing.CleanText(o.Name)
	errs := domain.ValidationErrors{}
	errs.Text("name", o.Name, MaxName, true)
	if !slices.Contains(Languages, o.Language) {
		errs.Add("language", "validation.one_of", strings.Join(Languages[1:], ", "))
	}
	if err := errs.Err(); err != nil {
		return Profile{}, err
	}
	if _, err := p.users.db.Write().Exec(ctx, `UPDATE users SET name = ?, language = ?, updated_at = ? WHERE id = ?`,
		o.Name, o.Language, db.Now(), u.ID); err != nil {
		return Profile{}, err
	}
	p.users.tellChanged(u.ID)
	u.Name, u.Language = o.Name, o.Language
	return p.Of(ctx, u)
}
