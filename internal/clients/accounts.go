package clients

import (
	"context"
	"regexp"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
)

// Account is a client account with what the provider sets for it. HandlingCosts are in cents, per
// order; nil is not agreed (the order footer says 'not known'). Code is nil for an account made
// before accounts had codes, until an Administrator gives it one.
type Account struct {
	ID                    int64   `db:"id" json:"id"`
	Name                  string  `db:"name" json:"name"`
	Code                  *string `db:"code" json:"code"`
	DefaultShippingMethod string  `db:"default_shipping_method" json:"default_shipping_method"`
	HandlingCosts         *int64  `db:"handling_costs" json:"handling_costs"`
	MaxDeliveryLines      int64   `db:"max_delivery_lines" json:"max_delivery_lines"`
	ContactEmail          string  `db:"contact_email" json:"contact_email"`
}

// AccountFields are what an Administrator enters for an account.
type AccountFields struct {
	Name                  string `json:"name" db:"name"`
	Code                  string `json:"code" db:"code"`
	DefaultShippingMethod string `json:"default_shipping_method" db:"default_shipping_method"`
	HandlingCosts         *int64 `json:"handling_costs" db:"handling_costs"`
	MaxDeliveryLines      int64  `json:"max_delivery_lines" db:"max_delivery_lines"`
	ContactEmail          string `json:"contact_email" db:"contact_email"`
}

// Bounds of an account's settings: a name as long as an order's customer, a code of a few capitals
// and digits, a shipping method as an order's, handling costs up to 1,000 euros an order, and as
// many lines to a delivery as the delivery form and import handle.
const (
	MaxAccountName        = 100
	MaxShippingMethod     = 50
	MaxHandlingCostsEuros = 1_000
	MaxDeliveryLinesLimit = 5_000
)

// code is an account's code: 2 to 10 capitals and digits, beginning with a capital.
var code = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,9}$`)

// accountColumns is the select list that scans into Account.
const accountColumns = `id, name, code, default_shipping_method, handling_costs, max_delivery_lines, contact_email`

// Accounts are every client account with its settings, by name.
func (s *Store) Accounts(ctx context.Context) ([]Account, error) {
	list := []Account{}
	err := s.db.Read().Select(ctx, &list, `SELECT `+accountColumns+` FROM clients ORDER BY name, id`)
	return list, err
}

// Account is account id with its settings, or domain.ErrNotFound.
func (s *Store) Account(ctx context.Context, id int64) (Account, error) {
	var a Account
	err := s.db.Read().Get(ctx, &a, `SELECT `+accountColumns+` FROM clients WHERE id = ?`, id)
	if db.NotFound(err) {
		return Account{}, domain.ErrNotFound
	}
	return a, err
}

// CreateAccount makes the account f describes; it is usable at once, empty.
func (s *Store) CreateAccount(ctx context.Context, f AccountFields) (Account, error) {
	return s.saveAccount(ctx, 0, f, func(q db.Q, f AccountFields, now time.Time) (int64, error) {
		var id int64
		err := q.Get(ctx, &id, `INSERT INTO clients (name, code, default_shipping_method, handling_costs, max_delivery_lines,
			contact_email, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			f.Name, f.Code, f.DefaultShippingMethod, f.HandlingCosts, f.MaxDeliveryLines, f.ContactEmail, now, now)
		return id, err
	})
}

// UpdateAccount changes account id to what f says; an unknown id is domain.ErrNotFound.
func (s *Store) UpdateAccount(ctx context.Context, id int64, f AccountFields) (Account, error) {
	return s.saveAccount(ctx, id, f, func(q db.Q, f AccountFields, now time.Time) (int64, error) {
		res, err := q.Exec(ctx, `UPDATE clients SET name = ?, code = ?, default_shipping_method = ?, handling_costs = ?,
			max_delivery_lines = ?, contact_email = ?, updated_at = ? WHERE id = ?`,
			f.Name, f.Code, f.DefaultShippingMethod, f.HandlingCosts, f.MaxDeliveryLines, f.ContactEmail, now, id)
		if err != nil {
			return 0, err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return 0, domain.ErrNotFound
		}
		return id, nil
	})
}

// saveAccount checks f for account id (0: a new one) and stores it, cleaned, with write in a transaction that
// holds the accounts' lock, so that two accounts never take one name or code. Every user's kept
// account list is forgotten: a new or renamed account shows at once.
func (s *Store) saveAccount(ctx context.Context, id int64, f AccountFields, write func(q db.Q, f AccountFields, now time.Time) (int64, error)) (Account, error) {
	f = f.cleaned()
	errs := f.validate()
	err := s.db.Tx(ctx, func(q db.Q) error {
		if err := s.db.Serialize(ctx, q, "clients.accounts"); err != nil {
			return err
		}
		for _, unique := range []struct{ field, value, taken string }{
			{"name", f.Name, "clients.validation.name_taken"}, {"code", f.Code, "clients.validation.code_taken"},
		} {
			var taken bool
			if err := q.Get(ctx, &taken, `SELECT EXISTS (SELECT 1 FROM clients WHERE `+unique.field+` = ? AND id <> ?)`,
				unique.value, id); err != nil {
				return err
			}
			if taken {
				errs.Add(unique.field, unique.taken)
			}
		}
		if err := errs.Err(); err != nil {
			return err
		}
		var before AccountFields
		what := "created"
		if id != 0 {
			what = "edited"
			if err := q.Get(ctx, &before, `SELECT name, COALESCE(code, '') AS code, default_shipping_method, handling_costs,
				max_delivery_lines, contact_email FROM clients WHERE id = ?`, id); db.NotFound(err) {
				return domain.ErrNotFound
			} else if err != nil {
				return err
			}
		}
		var err error
		if id, err = write(q, f, db.Now()); err != nil {
			return err
		}
		return events.Append(ctx, q, events.Event{ClientID: &id, Action: "account." + what, RecordKind: "account",
			RecordID: id, RecordLabel: f.Name, Changes: events.Diff(before, f)})
	})
	if err != nil {
		return Account{}, err
	}
	s.visible.ForgetAll()
	return s.Account(ctx, id)
}

// cleaned is f as it is stored: texts trimmed, the code in capitals, the email in lower case.
func (f AccountFields) cleaned() AccountFields {
	f.Name = strings.TrimSpace(f.Name)
	f.Code = strings.ToUpper(strings.TrimSpace(f.Code))
	f.DefaultShippingMethod = strings.TrimSpace(f.DefaultShippingMethod)
	f.ContactEmail = strings.ToLower(strings.TrimSpace(f.ContactEmail))
	return f
}

// validate is what is wrong with f's own values.
func (f AccountFields) validate() domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	errs.Text("name", f.Name, MaxAccountName, true)
	switch {
	case f.Code == "":
		errs.Add("code", "validation.required")
	case !code.MatchString(f.Code):
		errs.Add("code", "clients.validation.code")
	}
	errs.Text("default_shipping_method", f.DefaultShippingMethod, MaxShippingMethod, false)
	errs.Amount("handling_costs", f.HandlingCosts, MaxHandlingCostsEuros)
	errs.Whole("max_delivery_lines", &f.MaxDeliveryLines, 1, MaxDeliveryLinesLimit)
	if f.ContactEmail != "" && !domain.ValidEmail(f.ContactEmail) {
		errs.Add("contact_email", "validation.email")
	}
	return errs
}
