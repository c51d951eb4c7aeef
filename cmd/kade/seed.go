package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"

	"kade/internal/demo"
)

func seed(ctx context.Context, args []string) error {
	var withDemo bool
	a, err := command(ctx, "seed", args, func(fs *flag.FlagSet) {
		fs.BoolVar(&withDemo, "demo", false, "load the demo data")
	})
	if err != nil {
		return err
	}
	defer a.Close()
	if !withDemo {
		return errors.New("nothing to seed: pass --demo")
	}
	seeded, err := demo.Seed(ctx, a.DB, os.Stdout)
	if err != nil {
		return err
	}
	if !seeded {
		fmt.Println("The database already has users; demo data not loaded again.")
		demo.PrintLogins(os.Stdout)
	}
	return nil
}
