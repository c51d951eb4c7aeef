// Command kade is the customer portal: one binary that serves the API and the web app, migrates the
// database, loads demo data, manages users, receives deliveries as the warehouse will and measures
// itself.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"kade/internal/app"
	"kade/internal/config"
)

const usage = `Usage: kade <command> [flags]

Commands:
  serve                 serve the portal (migrates the database first)
  migrate               apply the database migrations
  seed --demo           load demo data into an empty database and print the logins
  user create           create a user: --email --name --level [--password] [--client]
                        (without --password the user is invited by mail)
  delivery receive      record that the warehouse received a delivery in full, as its API does:
                        --client --delivery --number [--lot]
  warehouse-key create  make a key for the warehouse system's API and print it: --name [--clients]
  simulate              play the warehouse against a running Kade through its API: --base-url --key
                        [--every 10s] [--once] [--clients 1,2]
  bench                 measure throughput and the login page's size, printing BENCH lines

Every command takes the configuration flags; run "kade <command> -h" to see them.
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	switch cmd, args := os.Args[1], os.Args[2:]; cmd {
	case "serve":
		err = serve(ctx, args)
	case "migrate":
		err = migrate(ctx, args)
	case "seed":
		err = seed(ctx, args)
	case "user":
		err = user(ctx, args)
	case "delivery":
		err = delivery(ctx, args)
	case "warehouse-key":
		err = warehouseKey(ctx, args)
	case "simulate":
		err = simulate(ctx, args)
	case "bench":
		err = runBench(ctx, args)
	case "help", "-h", "--help":
		fmt.Print(usage)
	default:
		fmt.Fprintf(os.Stderr, "unknown command %q\n\n%s", cmd, usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "kade:", err)
		os.Exit(1)
	}
}

// command parses the configuration flags plus the command's own and opens the app.
func command(ctx context.Context, name string, args []string, own func(*flag.FlagSet)) (*app.App, error) {
	fs := flag.NewFlagSet("kade "+name, flag.ExitOnError)
	cfg := config.Flags(fs)
	if own != nil {
		own(fs)
	}
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	log := app.NewLogger(os.Stderr, slog.LevelInfo)
	slog.SetDefault(log)
	return app.Open(ctx, cfg, log)
}
