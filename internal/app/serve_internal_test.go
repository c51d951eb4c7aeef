package app

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"kade/internal/config"
	"kade/internal/db/dbtest"
	"kade/internal/jobs"
	"kade/internal/tempfiles"
)

// On a stop a request in flight finishes, and only then are the jobs told to stop, with time of
// their own; the stop is a clean one.
func TestStopDrainsRequestsThenGivesTheJobsTheirTime(t *testing.T) {
	a := openApp(t)
	entered, release := make(chan struct{}), make(chan struct{})
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(entered)
		<-release
		_, _ = w.Write([]byte("done"))
	})
	job := startSlowJob(a)
	ln := listen(t)
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() {
		served <- a.serve(ctx, ln, handler, job.runner, stopTimes{drain: time.Minute, jobs: time.Minute})
	}()
	answer := get(ln)
	<-entered

	stop()
	<-ln.closed // the drain has begun
	select {
	case <-job.told:
		t.Fatal("the jobs were told to stop while a request was in flight")
	default:
	}
	close(release)
	if res := <-answer; res.err != nil || res.body != "done" {
		t.Fatalf("the request in flight: %q, %v", res.body, res.err)
	}
	<-job.told
	close(job.mayStop)
	if err := <-served; err != nil {
		t.Errorf("serve after a drain: %v", err)
	}
	<-job.stopped
}

// A request that outlasts the drain (a long download) is cut off; the jobs still get their own time
// after it, and the stop is a clean one.
func TestStopAfterADrainThatRanOutStillGivesTheJobsTheirTime(t *testing.T) {
	a := openApp(t)
	entered, release := make(chan struct{}), make(chan struct{})
	defer close(release)
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(entered)
		<-release
	})
	job := startSlowJob(a)
	ln := listen(t)
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() {
		served <- a.serve(ctx, ln, handler, job.runner, stopTimes{drain: time.Millisecond, jobs: time.Minute})
	}()
	answer := get(ln)
	<-entered

	stop()
	<-job.told
	close(job.mayStop)
	if err := <-served; err != nil {
		t.Errorf("serve after a drain that ran out: %v", err)
	}
	<-job.stopped
	if res := <-answer; res.err == nil {
		t.Errorf("a request that outlasted the drain was answered: %q", res.body)
	}
}

func openApp(t *testing.T) *App {
	t.Helper()
	cfg := &config.Config{DatabaseURL: dbtest.SQLiteURL(t), TempDir: t.TempDir()}
	a, err := Open(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// slowJob is a job that, told to stop, waits until mayStop before it returns.
type slowJob struct {
	runner                 *jobs.Runner
	told, mayStop, stopped chan struct{}
}

func startSlowJob(a *App) slowJob {
	j := slowJob{runner: jobs.New(a.Log), told: make(chan struct{}), mayStop: make(chan struct{}), stopped: make(chan struct{})}
	j.runner.Go("slow-to-stop", func(ctx context.Context) {
		<-ctx.Done()
		close(j.told)
		<-j.mayStop
		close(j.stopped)
	})
	return j
}

// closeSignal is a listener that signals when it is closed, as the server's shutdown does first.
type closeSignal struct {
	net.Listener
	once   sync.Once
	closed chan struct{}
}

func (l *closeSignal) Close() error {
	l.once.Do(func() { close(l.closed) })
	return l.Listener.Close()
}

func listen(t *testing.T) *closeSignal {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return &closeSignal{Listener: ln, closed: make(chan struct{})}
}

type result struct {
	body string
	err  error
}

func get(ln net.Listener) <-chan result {
	answer := make(chan result, 1)
	go func() {
		// The timeout only turns a request that is never cut off into a failure instead of a hang.
		client := &http.Client{Timeout: time.Minute}
		res, err := client.Get("http://" + ln.Addr().String() + "/api/export")
		if err != nil {
			answer <- result{err: err}
			return
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		answer <- result{body: string(body), err: err}
	}()
	return answer
}

// While an instance serves, its temporary files are in a subfolder of the configured folder, which
// is gone once it stopped.
func TestServeKeepsItsTemporaryFilesInItsOwnFolder(t *testing.T) {
	a := openApp(t)
	ln := listen(t)
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- a.Serve(ctx, ln) }()
	client := &http.Client{Timeout: time.Minute}
	res, err := client.Get("http://" + ln.Addr().String() + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()

	f, err := tempfiles.Create("upload-*")
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if folder := filepath.Dir(f.Name()); filepath.Dir(folder) != a.Config.TempDir {
		t.Errorf("an upload was made in %s, not in a subfolder of %s", folder, a.Config.TempDir)
	}
	stop()
	if err := <-served; err != nil {
		t.Errorf("serve: %v", err)
	}
	if entries, err := os.ReadDir(a.Config.TempDir); err != nil || len(entries) != 0 {
		t.Errorf("after the stop the temporary folder holds %d entries (%v)", len(entries), err)
	}
}
