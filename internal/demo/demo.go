// Package demo fills an empty database with realistic demo data: the provider's staff, client
// accounts, one user of every level, and each account's products with stock and a few concept
// products that need adjusting, so that the portal can be tried at once.
package demo

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"kade/internal/access"
	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/users"
)

// Password is every demo user's password; the demo is for trying the portal, never for production.
const Password = "kade-demo-2026"

// Login is one demo user.
type Login struct {
	Email, Name string
	Level       access.Level
	Account     string // "" for provider staff
	// TranslatorOrders: the user sees the orders of the EDI translator (canSeeTranslatorOrders).
	TranslatorOrders bool
}

// Accounts are the demo client accounts.
var Accounts = []string{"Tulip Webshop B.V.", "Polder Design Co."}

// accountSettings are what the provider set for the demo accounts, in Accounts' order: Tulip pays
// 2.50 euros of handling an order, Polder 3.75.
var accountSettings = []struct {
	code, shippingMethod, contactEmail string
	handlingCosts                      int64
}{{"TULIP", "PostNL", "operations@tulip.example.com", 250}, {"POLDER", "DHL", "logistics@polder.example.com", 375}}

// Logins are the demo users: provider staff first, then a user of every client level. The provider
// employee and Tulip's Exit user see the translator's orders; the others do not, so Tulip has a user
// who sees its EDI order and one who does not.
var Logins = []Login{
	{"admin@kade.example.com", "Ada Administrator", access.Administrator, "", false},
	{"employee@kade.example.com", "Pieter Provider", access.Provider, "", true},
	{"client@tulip.example.com", "Daan de Vries", access.Default, Accounts[0], false},
	{"supplier@tulip.example.com", "Sanne Supplier", access.Supplier, Accounts[0], false},
	{"exit@tulip.example.com", "Emma Exit", access.Exit, Accounts[0], true},
	{"client@polder.example.com", "Lotte Jansen", access.Default, Accounts[1], false},
}

// Seed loads the demo data into an empty database and prints the logins to out. A database that
// already has users is left alone (seeded reports false): out then says so, with the logins only
// when the demo users are those users.
func Seed(ctx context.Context, d *db.DB, out io.Writer) (seeded bool, err error) {
	var userCount, demoUsers int
	if err := d.Read().Get(ctx, &userCount, `SELECT COUNT(*) FROM users`); err != nil {
		return false, err
	}
	if userCount > 0 {
		if demoUsers, err = countDemoUsers(ctx, d); err != nil {
			return false, err
		}
		if demoUsers == len(Logins) {
			fmt.Fprintln(out, "The database already holds the demo data.")
			printLogins(out)
		} else {
			fmt.Fprintln(out, "The database already has users: no demo data was loaded, and there are no demo logins.")
		}
		return false, nil
	}
	hash, err := auth.HashPassword(Password)
	if err != nil {
		return false, err
	}
	cs, us := clients.NewStore(d), users.NewStore(d)
	ids := map[string]int64{}
	var importerID int64 // the user who imports the account's new products
	err = d.Tx(ctx, func(q db.Q) error {
		for i, name := range Accounts {
			c, err := cs.Create(ctx, q, name)
			if err != nil {
				return err
			}
			ids[name] = c.ID
			s := accountSettings[i]
			if _, err := q.Exec(ctx, `UPDATE clients SET code = ?, default_shipping_method = ?, contact_email = ?, handling_costs = ?
				WHERE id = ?`, s.code, s.shippingMethod, s.contactEmail, s.handlingCosts, c.ID); err != nil {
				return err
			}
		}
		for _, l := range Logins {
			n := users.NewUser{Email: l.Email, Name: l.Name, Level: l.Level, PasswordHash: &hash,
				CanSeeTranslatorOrders: l.TranslatorOrders}
			if l.Account != "" {
				n.ClientIDs = []int64{ids[l.Account]}
			}
			u, err := us.Create(ctx, q, n)
			if err != nil {
				return err
			}
			if l.Account == Accounts[0] && l.Level == access.Default {
				importerID = u.ID
			}
		}
		// A fixed seed: every demo database has the same stock.
		rng := rand.New(rand.NewPCG(2026, 11))
		for i, catalogue := range [][]productLine{tulipCatalogue, polderCatalogue} {
			if err := seedProducts(ctx, q, ids[Accounts[i]], catalogue, rng); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return false, err
	}
	if err := importConcepts(ctx, d, ids[Accounts[0]], importerID); err != nil {
		return false, fmt.Errorf("demo concept products: %w", err)
	}
	orderRng := rand.New(rand.NewPCG(2026, 12))
	for i, prefix := range []string{"TUL", "POL"} {
		if err := seedOrders(ctx, d, ids[Accounts[i]], importerID, prefix, orderRng); err != nil {
			return false, err
		}
	}
	printLogins(out)
	return true, nil
}

// countDemoUsers counts the demo logins that exist as users.
func countDemoUsers(ctx context.Context, d *db.DB) (int, error) {
	emails := make([]any, len(Logins))
	for i, l := range Logins {
		emails[i] = l.Email
	}
	var n int
	err := d.Read().Get(ctx, &n, `SELECT COUNT(*) FROM users WHERE email IN (?`+strings.Repeat(", ?", len(emails)-1)+`)`, emails...)
	return n, err
}

// printLogins writes the demo logins and their password.
func printLogins(out io.Writer) {
	fmt.Fprintln(out, "Demo logins (password for all: "+Password+"):")
	for _, l := range Logins {
		account := "provider"
		if l.Account != "" {
			account = l.Account
		}
		if l.TranslatorOrders {
			account += "; sees the translator's (EDI) orders"
		}
		fmt.Fprintf(out, "  %-28s %-14s %s\n", l.Email, l.Level, account)
	}
}
