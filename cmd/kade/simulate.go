package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"kade/internal/simulator"
)

// simulate plays the provider's warehouse system against a running Kade through its warehouse
// API: a round every --every, or one round with --once.
func simulate(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("kade simulate", flag.ExitOnError)
	baseURL := fs.String("base-url", os.Getenv("KADE_BASE_URL"), "the Kade to play the warehouse for (KADE_BASE_URL)")
	key := fs.String("key", os.Getenv("KADE_WAREHOUSE_KEY"), "a warehouse key (KADE_WAREHOUSE_KEY; kade warehouse-key create)")
	every := fs.Duration("every", 10*time.Second, "the time between rounds")
	once := fs.Bool("once", false, "one round, then stop")
	clients := fs.String("clients", "", "ids of the accounts to work for, comma-separated; empty: every account the key reaches")
	perRound := fs.Int("per-round", 20, "the most orders and deliveries a round handles")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *baseURL == "" || *key == "" {
		return errors.New("--base-url and --key (or KADE_BASE_URL and KADE_WAREHOUSE_KEY) are required")
	}
	accounts, err := accountIDs(*clients)
	if err != nil {
		return err
	}
	s := simulator.New(*baseURL, *key, uint64(time.Now().UnixNano()))
	s.Accounts, s.PerRound = accounts, *perRound
	return runSimulator(ctx, s, *every, *once, func(line string) { fmt.Println(line) })
}

// runSimulator runs rounds of s every interval until ctx ends (one when once), telling each
// round's work to say (a round of no work goes unsaid). A round that fails is told and the next one tries again, unless once.
func runSimulator(ctx context.Context, s *simulator.Simulator, every time.Duration, once bool, say func(string)) error {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		report, err := s.Round(ctx)
		switch {
		case err != nil && (once || ctx.Err() != nil):
			return err
		case err != nil:
			say("warehouse simulator: " + err.Error())
		case once || report != simulator.Report{}:
			say("warehouse simulator: " + report.String())
		}
		if once {
			return nil
		}
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
	}
}
