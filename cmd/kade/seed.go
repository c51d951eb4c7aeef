package main

import (
	"context"
	"errors"
	"flag"
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
	_, err = demo.Seed(ctx, a.DB, os.Stdout)
	return err
}
