package bench

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"kade/internal/tabular"
)

// importFile uploads the file at path to the account's product import as a browser does: one
// multipart part, streamed from disk so the client side holds no copy of it.
func (l *load) importFile(ctx context.Context, token string, accountID int64, path string) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		part, err := mw.CreateFormFile("file", filepath.Base(path))
		if err == nil {
			_, err = io.Copy(part, file)
		}
		if err == nil {
			err = mw.Close()
		}
		pw.CloseWithError(err)
	}()
	req, err := http.NewRequestWithContext(ctx, "POST", l.base+accountPath(accountID, "/concept-products/import"), pr)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	body, err := l.send(req)
	if err != nil {
		return err
	}
	return checkImported(body)
}

// exportFile downloads the account's export of kind in format, with the form's filters (nil for
// none), to path, streamed to disk so the client side holds no copy of it.
func (l *load) exportFile(ctx context.Context, token string, accountID int64, kind string, format tabular.Format, form url.Values,
	path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	err = l.export(ctx, token, accountID, kind, format, form, f)
	return errors.Join(err, f.Close())
}

// export downloads the account's export of kind in format, with the form's filters (nil for none),
// into w as it arrives.
func (l *load) export(ctx context.Context, token string, accountID int64, kind string, format tabular.Format, form url.Values,
	w io.Writer) error {
	form = maps.Clone(form)
	if form == nil {
		form = url.Values{}
	}
	form.Set("format", string(format))
	req, err := http.NewRequestWithContext(ctx, "POST", l.base+accountPath(accountID, "/exports/"+kind),
		strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := l.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(io.LimitReader(res.Body, 300))
		return fmt.Errorf("export %s: status %d: %s", kind, res.StatusCode, body)
	}
	_, err = io.Copy(w, res.Body)
	return err
}

// exportRuns downloads the account's export of kind in format timesMeasured times, each checked to
// hold the header and rows rows, and answers the rows per second and the process's CPU seconds of
// each run, and the highest peak memory of them. A CSV export's records are counted as it arrives
// (see csvRecords); an XLSX export, whose rows can only be read from the whole file, goes to path.
func (l *load) exportRuns(ctx context.Context, token string, accountID int64, kind string, format tabular.Format, form url.Values, path string,
	rows int) (rates, cpu runs, peakMB float64, err error) {
	rates, err = measureRuns(func() (float64, error) {
		var took time.Duration
		var records csvRecords
		mb, err := peakRSS(func() error {
			start, startCPU := time.Now(), cpuTime()
			var err error
			if format == tabular.CSV {
				err = l.export(ctx, token, accountID, kind, format, form, &records)
			} else {
				err = l.exportFile(ctx, token, accountID, kind, format, form, path)
			}
			took = time.Since(start)
			cpu = append(cpu, (cpuTime() - startCPU).Seconds())
			return err
		})
		if err != nil {
			return 0, err
		}
		peakMB = max(peakMB, mb)
		if format == tabular.CSV {
			return float64(rows) / took.Seconds(), records.check(rows)
		}
		return float64(rows) / took.Seconds(), checkXLSXExport(path, rows)
	})
	return rates, cpu, peakMB, err
}

// countRows counts the rows of the file at path.
func countRows(path string) (int, error) {
	r, err := tabular.Open(path, filepath.Base(path))
	if err != nil {
		return 0, err
	}
	defer r.Close()
	rows := 0
	for {
		if _, err := r.Next(); err == io.EOF {
			return rows, nil
		} else if err != nil {
			return rows, err
		}
		rows++
	}
}

// send sends req and reads the whole answer; any status but 200 and 201 is an error, with the start of
// the answer.
func (l *load) send(req *http.Request) ([]byte, error) {
	res, err := l.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusCreated {
		return nil, fmt.Errorf("%s %s: status %d: %.300s", req.Method, req.URL.Path, res.StatusCode, body)
	}
	return body, nil
}

// peakRSS runs fn and returns the process's peak resident memory while it ran, in MB. The server
// runs in this process, so the kernel's high-water mark (VmHWM) is the import's peak once it is reset
// to the current size just before (clear_refs 5). Memory the Go runtime still holds from earlier
// benchmarks is handed back first, so the peak is not of their leftovers; what stays counts against
// the import, which makes the figure an upper bound. The pages of mapped files (RssFile: the
// program's own code, and the database file that SQLite's readers map) are left out, the most of
// them before or after fn: they are the system's page cache, which reading the file without a map
// fills just the same. A reader drops its map when it next reads after a commit, so the map of
// before is gone before a new one grows.
func peakRSS(fn func() error) (float64, error) {
	runtime.GC()
	debug.FreeOSMemory()
	before, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		return 0, fmt.Errorf("reset the peak memory: %w", err)
	}
	if err := fn(); err != nil {
		return 0, err
	}
	after, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	peak, err := statusMB(after, "VmHWM")
	if err != nil {
		return 0, err
	}
	mappedBefore, err := statusMB(before, "RssFile")
	if err != nil {
		return 0, err
	}
	mappedAfter, err := statusMB(after, "RssFile")
	return peak - max(mappedBefore, mappedAfter), err
}

// statusMB reads a line of /proc/self/status such as "VmHWM:  123456 kB", in MB.
func statusMB(status []byte, field string) (float64, error) {
	s := bufio.NewScanner(bytes.NewReader(status))
	for s.Scan() {
		if value, ok := strings.CutPrefix(s.Text(), field+":"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(value), "kB")), 64)
			return kb / 1024, err
		}
	}
	return 0, fmt.Errorf("no %s in /proc/self/status", field)
}
