package app

import (
	"cmp"
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"kade/internal/jobs"
	"kade/internal/tempfiles"
)

// Stop times: on a stop, requests in flight get DrainTime to finish (new ones are refused), then the
// background jobs get JobsTime of their own to stop. A deploy waits StopTime before it kills.
const (
	DrainTime = 20 * time.Second
	JobsTime  = 10 * time.Second
	StopTime  = DrainTime + JobsTime
)

// stopTimes are the drain's and the jobs' time, shorter in tests.
type stopTimes struct{ drain, jobs time.Duration }

// Serve claims its temporary folder, listens on ln and runs the background jobs until ctx ends, then
// stops: see serve.
func (a *App) Serve(ctx context.Context, ln net.Listener) error {
	folder, err := tempfiles.Claim(cmp.Or(a.Config.TempDir, tempfiles.DefaultRoot()))
	if err != nil {
		return err
	}
	defer func() {
		if err := folder.Release(); err != nil {
			a.Log.Warn("release the temporary folder", "err", err)
		}
	}()
	return a.serve(ctx, ln, a.Server.Handler(), a.StartJobs(), stopTimes{drain: DrainTime, jobs: JobsTime})
}

// serve serves handler on ln until ctx ends, then drains the requests in flight within times.drain
// and cuts off what is still running, and then stops the jobs within times.jobs. A stop asked for
// by ctx returns nil, also when the drain cut a request off (a long download) or a job outlived its
// time: both are logged, and neither leaves half-written data, as every write is a transaction. Only
// a server that failed to serve returns its error.
func (a *App) serve(ctx context.Context, ln net.Listener, handler http.Handler, runner *jobs.Runner, times stopTimes) error {
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout: time.Minute, WriteTimeout: 10 * time.Minute, IdleTimeout: 2 * time.Minute,
		ErrorLog: slog.NewLogLogger(a.Log.Handler(), slog.LevelWarn)}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	var err error
	select {
	case err = <-errc:
		err = ignoreClosed(err)
	case <-ctx.Done():
		a.Log.Info("stopping: draining requests", "drain", times.drain)
	}
	a.drain(srv, times.drain)
	a.stopJobs(runner, times.jobs)
	return err
}

// drain lets the requests in flight finish within d, then cuts off the ones still running.
func (a *App) drain(srv *http.Server, d time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	err := srv.Shutdown(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		a.Log.Warn("stopping: requests still running after the drain were cut off", "drain", d)
		err = srv.Close()
	}
	if err != nil {
		a.Log.Warn("stopping: close the HTTP server", "err", err)
	}
}

// stopJobs tells the jobs to stop and gives them d of their own.
func (a *App) stopJobs(runner *jobs.Runner, d time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	if err := runner.Shutdown(ctx); err != nil {
		a.Log.Error("stopping: jobs did not stop in their time", "jobs", d, "err", err)
		return
	}
	a.Log.Info("stopped")
}

func ignoreClosed(err error) error {
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}
