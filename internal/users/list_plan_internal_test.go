package users

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
)

// planUsers is how many client users the plan test's provider has, spread over planAccounts
// accounts: enough for PostgreSQL's statistics to prefer an index to reading the table.
const (
	planUsers    = 6_000
	planAccounts = 20
)

// planCallers are a user of each level that lists users, among planUsers client users (each a
// member of one account, of the levels in turn) and a few staff, analysed.
func planCallers(t *testing.T, d *db.DB) []User {
	t.Helper()
	ctx := context.Background()
	var accounts []int64
	for i := range planAccounts {
		accounts = append(accounts, dbtest.Account(t, d, "Account "+strconv.Itoa(i)))
	}
	if _, err := d.Write().Exec(ctx, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
		INSERT INTO users (email, name, level, created_at, updated_at)
		SELECT 'user' || i || '@example.com', 'User ' || (i * 7919 % 10007),
			CASE WHEN i <= 10 THEN 'Administrator' WHEN i <= 20 THEN 'Provider'
				WHEN i % 3 = 0 THEN 'Default' WHEN i % 3 = 1 THEN 'Supplier' ELSE 'Exit' END,
			CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM n`, planUsers); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Write().Exec(ctx, `INSERT INTO user_clients (user_id, client_id)
		SELECT u.id, ? + u.id % ? FROM users u WHERE u.level NOT IN ('Administrator', 'Provider')`,
		accounts[0], planAccounts); err != nil {
		t.Fatal(err)
	}
	dbtest.Analyse(t, d, "users", "user_clients")
	var callers []User
	for _, level := range []access.Level{access.Administrator, access.Provider, access.Default} {
		var u User
		if err := d.Read().Get(ctx, &u, `SELECT `+Columns+` FROM users WHERE level = ? ORDER BY id LIMIT 1`, level); err != nil {
			t.Fatal(err)
		}
		callers = append(callers, u)
	}
	return callers
}

// The users overview's count, first page and a later page read through an index on both engines,
// for each level that lists users: staff walk users_name in the overview's order; a client's
// users, few, are found through the memberships of the caller's accounts. No plan reads the
// users table whole.
func TestListUsesAnIndex(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		for _, caller := range planCallers(t, d) {
			for _, p := range []listing.Page{{Limit: 50}, {Q: "user 1", Limit: 50}} {
				count, countArgs, err := countStatement(d.Dialect, caller, p)
				if err != nil {
					t.Fatal(err)
				}
				first, firstArgs, _ := pageStatement(d.Dialect, caller, p, nil)
				later, laterArgs, _ := pageStatement(d.Dialect, caller, p, []any{"User 5000", int64(100)})
				for name, s := range map[string]struct {
					sql  string
					args []any
				}{
					"count":      {count, countArgs},
					"first page": {first, append(firstArgs, 51)},
					"later page": {later, append(laterArgs, 51)},
				} {
					plan := dbtest.Plan(t, d, s.sql, s.args)
					if !usesIndex(d.Dialect, caller.Level, plan) {
						t.Errorf("%s %s (q %q): %s\nplan: %s", caller.Level, name, p.Q, s.sql, plan)
					}
				}
			}
		}
	})
}

// usesIndex says whether plan reads the users as the overview means to for a caller of level:
// staff through users_name in its order, sorting nothing, or a search on PostgreSQL through the
// trigram index users_trgm; a client through the memberships' indexes.
func usesIndex(dialect db.Dialect, level access.Level, plan string) bool {
	if dialect == db.SQLite {
		if strings.Contains(plan, "SCAN u ") && !strings.Contains(plan, "INDEX users_name") {
			return false
		}
		if level.IsStaff() {
			return strings.Contains(plan, "INDEX users_name") && !strings.Contains(plan, "TEMP B-TREE")
		}
		return strings.Contains(plan, "user_clients")
	}
	if strings.Contains(plan, "Seq Scan on users") {
		return false
	}
	if strings.Contains(plan, "Bitmap Index Scan on users_trgm") {
		return true // a search's few matches, sorted
	}
	if level.IsStaff() {
		return strings.Contains(plan, "users_name") && !strings.Contains(plan, "Sort")
	}
	return strings.Contains(plan, "user_clients")
}
