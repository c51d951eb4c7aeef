package main

import (
	"context"
	"flag"
	"io/fs"
	"os"
	"time"

	"kade/internal/bench"
	"kade/web"
)

// runBench measures a fresh instance on each engine; it needs no configuration of its own.
func runBench(ctx context.Context, args []string) error {
	fset := flag.NewFlagSet("kade bench", flag.ExitOnError)
	o := bench.Options{}
	fset.DurationVar(&o.Duration, "duration", 5*time.Second, "measured time per benchmark")
	fset.IntVar(&o.Concurrency, "concurrency", 32, "concurrent clients for the profile benchmark")
	if err := fset.Parse(args); err != nil {
		return err
	}
	webFS, err := fs.Sub(web.Dist, "dist")
	if err != nil {
		return err
	}
	o.Web = webFS
	return bench.Run(ctx, o, os.Stdout)
}
