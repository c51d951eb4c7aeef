package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"

	"kade/internal/access"
	"kade/internal/app"
	"kade/internal/auth"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/users"
)

func user(ctx context.Context, args []string) error {
	if len(args) == 0 || args[0] != "create" {
		return errors.New(`usage: kade user create --email --name --level [--password] [--client]`)
	}
	var email, name, level, password, client string
	a, err := command(ctx, "user create", args[1:], func(fs *flag.FlagSet) {
		fs.StringVar(&email, "email", "", "email address (required)")
		fs.StringVar(&name, "name", "", "full name (required)")
		fs.StringVar(&level, "level", "Default", "Default, Provider, Administrator, Supplier or Exit")
		fs.StringVar(&password, "password", "", "password; without it an invitation is mailed")
		fs.StringVar(&client, "client", "", "id of the client account the user belongs to")
	})
	if err != nil {
		return err
	}
	defer a.Close()
	u, err := createUser(ctx, a, email, name, access.Level(level), password, client)
	if err != nil {
		return err
	}
	if password == "" {
		fmt.Printf("User %d (%s) created and invited by mail.\n", u.ID, u.Email)
	} else {
		fmt.Printf("User %d (%s) created.\n", u.ID, u.Email)
	}
	return nil
}

func createUser(ctx context.Context, a *app.App, email, name string, level access.Level, password, client string) (users.User, error) {
	if email == "" || name == "" {
		return users.User{}, errors.New("--email and --name are required")
	}
	if !level.Valid() {
		return users.User{}, fmt.Errorf("unknown level %q", level)
	}
	n := users.NewUser{Email: email, Name: name, Level: level}
	if client != "" {
		id, err := strconv.ParseInt(client, 10, 64)
		if err != nil {
			return users.User{}, fmt.Errorf("--client takes an account id: %w", err)
		}
		if _, err := a.Clients.ByID(ctx, id); err != nil {
			return users.User{}, fmt.Errorf("client account %d: %w", id, err)
		}
		n.ClientIDs = []int64{id}
	}
	if password != "" {
		if err := auth.ValidateNewPassword(email, password, password).Err(); err != nil {
			return users.User{}, err
		}
		hash, err := auth.HashPassword(password)
		if err != nil {
			return users.User{}, err
		}
		n.PasswordHash = &hash
	}
	var u users.User
	err := a.DB.Tx(ctx, func(q db.Q) error {
		var err error
		if u, err = a.Users.Create(ctx, q, n); err != nil {
			return err
		}
		if password == "" {
			return a.Auth.Invite(ctx, q, u, "en-GB")
		}
		return nil
	})
	if errors.Is(err, domain.ErrConflict) {
		return users.User{}, fmt.Errorf("a user with email %s already exists", email)
	}
	return u, err
}
