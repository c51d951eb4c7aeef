package main

import (
	"context"
	"fmt"
	"net"
)

func serve(ctx context.Context, args []string) error {
	a, err := command(ctx, "serve", args, nil)
	if err != nil {
		return err
	}
	defer a.Close()
	ln, err := net.Listen("tcp", a.Config.Addr)
	if err != nil {
		return err
	}
	fmt.Printf("Kade is serving on http://%s (database: %s)\n", ln.Addr(), a.DB.Dialect)
	return a.Serve(ctx, ln)
}

func migrate(ctx context.Context, args []string) error {
	a, err := command(ctx, "migrate", args, nil)
	if err != nil {
		return err
	}
	fmt.Printf("The %s database is up to date.\n", a.DB.Dialect)
	return a.Close()
}
