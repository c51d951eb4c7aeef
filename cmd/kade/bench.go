package main

import (
	"context"
	"errors"
	"flag"
	"io/fs"
	"os"
	"runtime/pprof"
	"strings"
	"time"

	"kade/internal/bench"
	"kade/internal/db"
	"kade/web"
)

// runBench measures a fresh instance on each engine; it needs no configuration of its own.
func runBench(ctx context.Context, args []string) error {
	fset := flag.NewFlagSet("kade bench", flag.ExitOnError)
	o := bench.Options{}
	fset.DurationVar(&o.Duration, "duration", 5*time.Second, "measured time per benchmark")
	fset.IntVar(&o.Concurrency, "concurrency", 32, "concurrent clients for the profile benchmark")
	only := fset.String("only", "", "comma-separated prefixes of the BENCH lines to measure, e.g. orderlines_export,orders_search (default: all)")
	engine := fset.String("engine", "", "measure on one engine only: sqlite or postgres (default: both)")
	cpuProfile := fset.String("cpuprofile", "", "write the run's CPU profile (server and client) to this file")
	fset.IntVar(&o.Orders, "orders", 0, "orders of the order benchmarks' account (default 1,000,000; e.g. 10000000 with -engine postgres)")
	fset.StringVar(&o.Statements, "statements", "", "write the PostgreSQL statements that took the server's time, from pg_stat_statements, to this file")
	if err := fset.Parse(args); err != nil {
		return err
	}
	if *only != "" {
		o.Only = strings.Split(*only, ",")
	}
	switch o.Engine = db.Dialect(*engine); o.Engine {
	case "", db.SQLite, db.Postgres:
	default:
		return errors.New("-engine is sqlite or postgres")
	}
	webFS, err := fs.Sub(web.Dist, "dist")
	if err != nil {
		return err
	}
	o.Web = webFS
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	return bench.Run(ctx, o, os.Stdout)
}
