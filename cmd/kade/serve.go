package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"time"

	"kade/internal/simulator"
	"kade/internal/warehouse"
)

// simulatorKey names the warehouse key of the simulator that `kade serve -simulate` runs.
const simulatorKey = "Warehouse simulator (kade serve -simulate)"

func serve(ctx context.Context, args []string) error {
	var simulate bool
	a, err := command(ctx, "serve", args, func(fs *flag.FlagSet) {
		fs.BoolVar(&simulate, "simulate", false, "also play the warehouse against this portal, a round every 10 seconds (kade simulate)")
	})
	if err != nil {
		return err
	}
	defer a.Close()
	ln, err := net.Listen("tcp", a.Config.Addr)
	if err != nil {
		return err
	}
	fmt.Printf("Kade is serving on http://%s (database: %s)\n", ln.Addr(), a.DB.Dialect)
	if simulate {
		key, err := warehouse.NewKeys(a.DB).Renew(ctx, simulatorKey)
		if err != nil {
			return fmt.Errorf("the simulator's warehouse key: %w", err)
		}
		fmt.Println("A simulated warehouse ships, receives and books returns every 10 seconds (make run SIMULATE=0 turns it off).")
		s := simulator.New("http://"+ln.Addr().String(), key.Secret, uint64(time.Now().UnixNano()))
		s.PerRound = 2 // a few at a time, so that a newcomer sees the orders move
		go func() {
			_ = runSimulator(ctx, s, 10*time.Second, false, func(line string) { a.Log.Info(line) })
		}()
	}
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
