package users

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// Row is a row of the users overview (spec point 3, User): Accounts are the accounts the user is a
// member of that the caller sees, by name; LastLoginDate is null for a user who never logged in;
// InvitationOpen says an invitation mailed to the user is neither accepted nor expired; Registered
// that the user chose a password (an invitation can no longer be sent); DeactivatedAt is null
// while the user may log in.
type Row struct {
	ID                     int64            `json:"id" db:"id"`
	Name                   string           `json:"name" db:"name"`
	Email                  string           `json:"email" db:"email"`
	Level                  access.Level     `json:"level" db:"level"`
	Accounts               []clients.Client `json:"accounts" db:"-"`
	LastLoginDate          *time.Time       `json:"last_login_date" db:"last_login_date"`
	InvitationOpen         bool             `json:"invitation_open" db:"invitation_open"`
	CanSeeTranslatorOrders bool             `json:"can_see_translator_orders" db:"can_see_translator_orders"`
	Registered             bool             `json:"registered" db:"registered"`
	DeactivatedAt          *time.Time       `json:"deactivated_at" db:"deactivated_at"`
}

// ParseFilter reads the users overview's query parameters (q, cursor, limit); a bad value is a
// domain.ValidationErrors error keyed by the parameter's name.
func ParseFilter(v url.Values) (listing.Page, error) {
	errs := domain.ValidationErrors{}
	p := listing.ParsePage(v, errs)
	return p, errs.Err()
}

// clientLevels are the levels of a client's users: the users provider employees manage.
const clientLevels = `u.level IN ('Default', 'Supplier', 'Exit')`

// scope is the condition on users u that selects the users caller may manage (docs/permissions.md,
// 'manage users'), and its arguments: an Administrator everyone, a provider employee every client
// user, a Default user the client users of their own accounts. Any other caller manages no one.
func scope(caller User) (string, []any, error) {
	switch caller.Level {
	case access.Administrator:
		return "", nil, nil
	case access.Provider:
		return clientLevels, nil, nil
	case access.Default:
		return clientLevels + ` AND u.id IN (SELECT member.user_id FROM user_clients mine
			JOIN user_clients member ON member.client_id = mine.client_id WHERE mine.user_id = ?)`, []any{caller.ID}, nil
	}
	return "", nil, domain.ErrForbidden
}

// order is the users overview's order: by name, then id (index users_name).
var order = []string{"u.name", "u.id"}

// List is one page of the users caller may manage whose name or email holds p's term (any part,
// in any case), by name, and how many match (up to listing.CountLimit + 1); the first page counts,
// its cursor carries the total on. Its cursors are signed for the caller and the term.
func (s *Store) List(ctx context.Context, caller User, p listing.Page) ([]Row, *string, int64, error) {
	list := listing.Key(s.db.Secret(), "users", 0, strconv.FormatInt(caller.ID, 10), string(caller.Level), p.Q)
	q := s.db.Read()
	count, countArgs, err := countStatement(s.db.Dialect, caller, p)
	if err != nil {
		return nil, nil, 0, err
	}
	counted, after, err := listing.Start(ctx, q, count, countArgs, p.Cursor, func() (listing.Cursor, error) {
		return listing.Decode(p.Cursor, list, []listing.Kind{listing.Text, listing.Integer})
	})
	if err != nil {
		return nil, nil, 0, err
	}
	page, args, _ := pageStatement(s.db.Dialect, caller, p, after)
	rows := []Row{}
	if err := q.Select(ctx, &rows, page, append(args, p.Limit+1)...); err != nil {
		return nil, nil, 0, err
	}
	rows, next := listing.End(rows, p.Limit, list, counted.Total, func(r Row) []any { return []any{r.Name, r.ID} })
	if err := s.addAccounts(ctx, q, caller, rows); err != nil {
		return nil, nil, 0, err
	}
	return rows, next, counted.Total, nil
}

// countStatement is the statement that counts the users p finds for caller (up to
// listing.CountLimit + 1) into a listing.Counted, and its arguments.
func countStatement(dialect db.Dialect, caller User, p listing.Page) (string, []any, error) {
	rows, args, err := statement(dialect, caller, p, "SELECT 1", nil)
	return planned(p, listing.CountRows(rows, "")), args, err
}

// pageStatement is the statement of p's page for caller after the sort keys after (nil for the
// first page), but its LIMIT's argument, and its other arguments.
func pageStatement(dialect db.Dialect, caller User, p listing.Page, after []any) (string, []any, error) {
	rows, args, err := statement(dialect, caller, p, rowColumns, after)
	return planned(p, rows+" LIMIT ?"), append([]any{db.Now()}, args...), err
}

// planned is statement, planned for its values each run when p searches (see db.PlannedEachRun):
// how many users a pattern matches decides whether the trigram index or users_name reads them sooner.
func planned(p listing.Page, statement string) string {
	if p.Q == "" {
		return statement
	}
	return db.PlannedEachRun(statement)
}

// rowColumns are the select list of a page's rows; its one argument is now.
const rowColumns = `SELECT u.id, u.name, u.email, u.level, u.last_login_date, u.can_see_translator_orders,
	u.password_hash IS NOT NULL AS registered, u.deactivated_at,
	EXISTS (SELECT 1 FROM invitations i WHERE i.user_id = u.id AND i.accepted_at IS NULL AND i.expires_at > ?) AS invitation_open`

// statement is the statement, on an engine of dialect, that selects (with selectList) the users caller may manage that p's
// term finds, after the sort keys after (nil for the first page), in the overview's order, but its
// LIMIT, and its arguments (but those of selectList).
func statement(dialect db.Dialect, caller User, p listing.Page, selectList string, after []any) (string, []any, error) {
	where, args, err := scope(caller)
	if err != nil {
		return "", nil, err
	}
	conds := []string{"TRUE"}
	if where != "" {
		conds = append(conds, where)
	}
	if p.Q != "" {
		pattern := "%" + listing.EscapeLike(strings.ToLower(p.Q)) + "%"
		if dialect == db.Postgres && !strings.Contains(p.Q, "\n") {
			// One text that the trigram index users_trgm holds; no name or email holds a newline,
			// so a term without one matches within one of them.
			conds = append(conds, `lower(u.name || E'\n' || u.email) LIKE ? ESCAPE '\'`)
			args = append(args, pattern)
		} else {
			conds = append(conds, `(lower(u.name) LIKE ? ESCAPE '\' OR u.email LIKE ? ESCAPE '\')`)
			args = append(args, pattern, pattern)
		}
	}
	if after != nil {
		cond, afterArgs := listing.After(order, "asc", after)
		conds = append(conds, cond)
		args = append(args, afterArgs...)
	}
	return selectList + " FROM users u WHERE " + strings.Join(conds, " AND ") + " ORDER BY " + listing.Order(order, "asc"), args, nil
}

// addAccounts fills in each row's accounts, by name: for staff every account of the user, for a
// client only those the caller is a member of too, so no other client's name shows.
func (s *Store) addAccounts(ctx context.Context, q db.Q, caller User, rows []Row) error {
	ids := make([]int64, len(rows))
	byID := make(map[int64]*Row, len(rows))
	for i := range rows {
		ids[i], byID[rows[i].ID] = rows[i].ID, &rows[i]
		rows[i].Accounts = []clients.Client{}
		rows[i].LastLoginDate, rows[i].DeactivatedAt = inUTC(rows[i].LastLoginDate), inUTC(rows[i].DeactivatedAt)
	}
	if len(rows) == 0 {
		return nil
	}
	in, args := db.InList(ids)
	users := "uc.user_id IN (" + in + ")"
	if !caller.Level.IsStaff() {
		users += " AND uc.client_id IN (SELECT client_id FROM user_clients WHERE user_id = ?)"
		args = append(args, caller.ID)
	}
	var memberships []struct {
		UserID int64 `db:"user_id"`
		clients.Client
	}
	if err := q.Select(ctx, &memberships, `SELECT uc.user_id, c.id, c.name FROM user_clients uc
		JOIN clients c ON c.id = uc.client_id WHERE `+users+` ORDER BY c.name, c.id`, args...); err != nil {
		return err
	}
	for _, m := range memberships {
		byID[m.UserID].Accounts = append(byID[m.UserID].Accounts, m.Client)
	}
	return nil
}

// inUTC is t in UTC, as every time the API answers; nil stays nil.
func inUTC(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	utc := t.UTC()
	return &utc
}

// row is user id as the users overview shows it to caller, read through q; a user caller may not
// manage is domain.ErrNotFound, as if there were none.
func (s *Store) row(ctx context.Context, q db.Q, caller User, id int64) (Row, error) {
	where, args, err := scope(caller)
	if err != nil {
		return Row{}, err
	}
	if where == "" {
		where = "TRUE"
	}
	var row Row
	err = q.Get(ctx, &row, rowColumns+" FROM users u WHERE u.id = ? AND "+where, append([]any{db.Now(), id}, args...)...)
	if db.NotFound(err) {
		return Row{}, domain.ErrNotFound
	}
	if err != nil {
		return Row{}, err
	}
	rows := []Row{row}
	err = s.addAccounts(ctx, q, caller, rows)
	return rows[0], err
}
