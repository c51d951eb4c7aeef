package users

import (
	"context"
	"slices"
	"strings"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/listing"
)

// Fields are what a manager enters for a user (spec point 3, User): the accounts (ClientIDs) are
// those of a client's user; provider staff see every account and are members of none.
type Fields struct {
	Name                   string       `json:"name"`
	Email                  string       `json:"email"`
	Level                  access.Level `json:"level"`
	ClientIDs              []int64      `json:"client_ids"`
	CanSeeTranslatorOrders bool         `json:"can_see_translator_orders"`
}

// MaxName is the most characters of a user's name.
const MaxName = 100

// Credentials is what managing users needs of the logins: an invitation mailed in the transaction
// that makes or re-invites the user, the sessions of a deactivated user ended in its transaction,
// and the mail dispatcher told after commit.
type Credentials interface {
	Invite(ctx context.Context, q db.Q, u User, locale string) error
	EndSessions(ctx context.Context, q db.Q, userID int64) error
	MailQueued()
}

// Management creates, edits, deactivates and invites users by the rules of docs/permissions.md
// ('manage users'): a caller manages only the users the overview shows them and never grants more
// than they have; nobody changes their own level or accounts or deactivates themselves, and the
// last active Administrator stays one.
type Management struct {
	users       *Store
	credentials Credentials
}

func NewManagement(s *Store, c Credentials) *Management { return &Management{users: s, credentials: c} }

// managementLock serializes the changes of users' levels and activity, on PostgreSQL across the
// instances: two Administrators demoting each other at once leave one of them.
const managementLock = "users.management"

// Get is user id as caller sees it; a user caller may not manage is domain.ErrNotFound.
func (m *Management) Get(ctx context.Context, caller User, id int64) (Row, error) {
	return m.users.row(ctx, m.users.db.Read(), caller, id)
}

// History is what happened to user id, oldest first, as caller may see it (a user caller may not
// manage is domain.ErrNotFound): the changes to the user and what they did to their own login.
func (m *Management) History(ctx context.Context, caller User, id int64) ([]events.Entry, error) {
	q := m.users.db.Read()
	if _, err := m.users.row(ctx, q, caller, id); err != nil {
		return nil, err
	}
	return events.Of(ctx, q, nil, "user", id)
}

// Create makes the user f describes and mails them an invitation in locale, in one transaction.
func (m *Management) Create(ctx context.Context, caller User, f Fields, locale string) (Row, error) {
	f = f.cleaned()
	errs := f.validate()
	var row Row
	err := m.users.db.Tx(ctx, func(q db.Q) error {
		if err := m.users.db.Serialize(ctx, q, managementLock); err != nil {
			return err
		}
		own, err := m.callerAccounts(ctx, q, caller)
		if err != nil {
			return err
		}
		if err := m.check(ctx, q, caller, own, nil, f, errs); err != nil {
			return err
		}
		u, err := m.users.Create(ctx, q, NewUser{Email: f.Email, Name: f.Name, Level: f.Level, ClientIDs: f.ClientIDs,
			CanSeeTranslatorOrders: f.CanSeeTranslatorOrders})
		if err != nil {
			return err
		}
		if err := m.credentials.Invite(ctx, q, u, locale); err != nil {
			return err
		}
		if err := events.Append(ctx, q, userEvent(u.ID, "created", events.Diff(Fields{}, f))); err != nil {
			return err
		}
		row, err = m.users.row(ctx, q, caller, u.ID)
		return err
	})
	if err != nil {
		return Row{}, err
	}
	m.credentials.MailQueued()
	return row, nil
}

// Update changes user id to what f says. Accounts of the user that caller does not see stay.
func (m *Management) Update(ctx context.Context, caller User, id int64, f Fields) (Row, error) {
	f = f.cleaned()
	errs := f.validate()
	return m.change(ctx, caller, id, func(q db.Q, target Row) error {
		memberships, err := m.users.memberships(ctx, q, id)
		if err != nil {
			return err
		}
		own, err := m.callerAccounts(ctx, q, caller)
		if err != nil {
			return err
		}
		if err := m.check(ctx, q, caller, own, &target, f, errs); err != nil {
			return err
		}
		if caller.ID == id && (f.Level != target.Level || !slices.Equal(slices.Sorted(slices.Values(f.ClientIDs)), memberships)) {
			return domain.ErrForbidden // no one locks themselves out
		}
		if target.Level == access.Administrator && f.Level != access.Administrator {
			if err := m.keepAnAdministrator(ctx, q, target); err != nil {
				return err
			}
		}
		accounts := slices.Compact(slices.Sorted(slices.Values(append(hidden(own, memberships), f.ClientIDs...))))
		if f.Level.IsStaff() {
			accounts = nil
		}
		if err := m.users.update(ctx, q, id, f, accounts); err != nil {
			return err
		}
		before := Fields{Name: target.Name, Email: target.Email, Level: target.Level, ClientIDs: memberships,
			CanSeeTranslatorOrders: target.CanSeeTranslatorOrders}
		after := f
		after.ClientIDs = accounts
		return events.Append(ctx, q, userEvent(id, "edited", events.Diff(before, after)))
	})
}

// Deactivate ends user id's access at once: they can no longer log in, their sessions and their
// open invitation end; their history stays. A deactivated user stays as they are.
func (m *Management) Deactivate(ctx context.Context, caller User, id int64) (Row, error) {
	return m.change(ctx, caller, id, func(q db.Q, target Row) error {
		switch {
		case caller.ID == id:
			return domain.ErrForbidden
		case target.DeactivatedAt != nil:
			return nil
		case target.Level == access.Administrator:
			if err := m.keepAnAdministrator(ctx, q, target); err != nil {
				return err
			}
		}
		now := db.Now()
		if _, err := q.Exec(ctx, `UPDATE users SET deactivated_at = ?, updated_at = ? WHERE id = ?`, now, now, id); err != nil {
			return err
		}
		if _, err := q.Exec(ctx, `DELETE FROM invitations WHERE user_id = ? AND accepted_at IS NULL`, id); err != nil {
			return err
		}
		if err := m.credentials.EndSessions(ctx, q, id); err != nil {
			return err
		}
		return events.Append(ctx, q, userEvent(id, "deactivated", nil))
	})
}

// Activate lets deactivated user id log in again (with their password, or by a new invitation).
func (m *Management) Activate(ctx context.Context, caller User, id int64) (Row, error) {
	return m.change(ctx, caller, id, func(q db.Q, target Row) error {
		if target.DeactivatedAt == nil {
			return nil
		}
		if _, err := q.Exec(ctx, `UPDATE users SET deactivated_at = NULL, updated_at = ? WHERE id = ?`, db.Now(), id); err != nil {
			return err
		}
		return events.Append(ctx, q, userEvent(id, "activated", nil))
	})
}

// Invite mails user id a new invitation in locale; the earlier link stops working. A user who chose
// a password, or is deactivated, is refused (409).
func (m *Management) Invite(ctx context.Context, caller User, id int64, locale string) (Row, error) {
	row, err := m.change(ctx, caller, id, func(q db.Q, target Row) error {
		switch {
		case target.DeactivatedAt != nil:
			return &domain.Refusal{Message: "users.refused.deactivated", Data: target}
		case target.Registered:
			return &domain.Refusal{Message: "users.refused.registered", Data: target}
		}
		u, err := m.users.one(ctx, q, `SELECT `+Columns+` FROM users WHERE id = ?`, id)
		if err != nil {
			return err
		}
		if err := m.credentials.Invite(ctx, q, u, locale); err != nil {
			return err
		}
		return events.Append(ctx, q, userEvent(id, "invited", nil))
	})
	if err == nil {
		m.credentials.MailQueued()
	}
	return row, err
}

// change runs apply on user id, as caller may manage them, in a transaction that holds the
// management lock, and answers the user as the change leaves them. This instance forgets what it
// kept of the user at once; the others hear of it from the database.
func (m *Management) change(ctx context.Context, caller User, id int64, apply func(q db.Q, target Row) error) (Row, error) {
	var row Row
	err := m.users.db.Tx(ctx, func(q db.Q) error {
		if err := m.users.db.Serialize(ctx, q, managementLock); err != nil {
			return err
		}
		target, err := m.users.row(ctx, q, caller, id)
		if err != nil {
			return err
		}
		if err := apply(q, target); err != nil {
			return err
		}
		row, err = m.users.row(ctx, q, caller, id)
		return err
	})
	if err != nil {
		return Row{}, err
	}
	m.users.tellChanged(id)
	return row, nil
}

// check adds to errs what is wrong with f for the user target (nil: a new one) and answers it, or
// domain.ErrForbidden when f grants more than caller has: a level caller may not give, an account
// that is not theirs, or the translator's orders they do not see themselves (a user who sees them
// already keeps them). own are the caller's accounts (callerAccounts).
func (m *Management) check(ctx context.Context, q db.Q, caller User, own []int64, target *Row, f Fields, errs domain.ValidationErrors) error {
	if err := clients.CheckExisting(ctx, q, "client_ids", f.ClientIDs, errs); err != nil {
		return err
	}
	if err := errs.Err(); err != nil {
		return err
	}
	if !grants(caller.Level, f.Level) {
		return domain.ErrForbidden
	}
	if f.CanSeeTranslatorOrders && !caller.Level.IsStaff() && !caller.CanSeeTranslatorOrders &&
		(target == nil || !target.CanSeeTranslatorOrders) {
		return domain.ErrForbidden
	}
	if own != nil {
		for _, id := range f.ClientIDs {
			if !slices.Contains(own, id) {
				return domain.ErrForbidden
			}
		}
	}
	var taken bool
	err := q.Get(ctx, &taken, `SELECT EXISTS (SELECT 1 FROM users WHERE email = ? AND id <> ?)`, f.Email, idOf(target))
	if err != nil {
		return err
	}
	if taken {
		errs.Add("email", "users.validation.email_taken")
	}
	return errs.Err()
}

func idOf(target *Row) int64 {
	if target == nil {
		return 0
	}
	return target.ID
}

// userEvent is the event log's entry of what happened to user id, known by their name: of no account.
func userEvent(id int64, what string, changes map[string]events.Change) events.Event {
	return events.Event{Action: "user." + what, RecordKind: "user", RecordID: id, LabelOf: "users.name", Changes: changes}
}

// grants says whether a caller of level by may give level to: an Administrator every level, provider
// employees and clients the client levels.
func grants(by, to access.Level) bool {
	switch by {
	case access.Administrator:
		return true
	case access.Provider, access.Default:
		return !to.IsStaff()
	}
	return false
}

// keepAnAdministrator refuses (409) a change that leaves no active Administrator but target.
func (m *Management) keepAnAdministrator(ctx context.Context, q db.Q, target Row) error {
	if target.DeactivatedAt != nil {
		return nil
	}
	var others int
	if err := q.Get(ctx, &others, `SELECT count(*) FROM users WHERE level = ? AND deactivated_at IS NULL AND id <> ?`,
		access.Administrator, target.ID); err != nil {
		return err
	}
	if others == 0 {
		return &domain.Refusal{Message: "users.refused.last_administrator", Data: target}
	}
	return nil
}

// callerAccounts are the accounts a client caller is a member of, the only ones they name and see;
// nil for staff, who see every account.
func (m *Management) callerAccounts(ctx context.Context, q db.Q, caller User) ([]int64, error) {
	if caller.Level.IsStaff() {
		return nil, nil
	}
	return m.users.memberships(ctx, q, caller.ID)
}

// hidden are those of memberships outside own, the caller's accounts (nil: staff, who see them
// all): an edit by the caller keeps them.
func hidden(own, memberships []int64) []int64 {
	if own == nil {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(memberships), func(id int64) bool { return slices.Contains(own, id) })
}

// cleaned is f as it is stored: texts trimmed, the email in its stored form, each account once.
func (f Fields) cleaned() Fields {
	f.Name = listing.CleanText(f.Name)
	f.Email = NormalizeEmail(listing.CleanText(f.Email))
	f.ClientIDs = slices.Compact(slices.Sorted(slices.Values(f.ClientIDs)))
	return f
}

// validate is what is wrong with f's own values.
func (f Fields) validate() domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	errs.Text("name", f.Name, MaxName, true)
	switch {
	case f.Email == "":
		errs.Add("email", "validation.required")
	case !domain.ValidEmail(f.Email):
		errs.Add("email", "validation.email")
	}
	switch {
	case f.Level == "":
		errs.Add("level", "validation.required")
	case !f.Level.Valid():
		errs.Add("level", "validation.one_of", levelNames())
	case f.Level.IsStaff() && len(f.ClientIDs) > 0:
		errs.Add("client_ids", "users.validation.staff_accounts")
	case !f.Level.IsStaff() && len(f.ClientIDs) == 0:
		errs.Add("client_ids", "validation.required")
	}
	return errs
}

func levelNames() string {
	names := make([]string, len(access.Levels))
	for i, l := range access.Levels {
		names[i] = string(l)
	}
	return strings.Join(names, ", ")
}
