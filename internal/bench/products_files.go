package bench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"kade/internal/access"
	"kade/internal/app"
	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/imports"
	"kade/internal/products"
	"kade/internal/tabular"
	"kade/internal/users"
)

// Targets of the product file benchmarks, from the products issue.
const (
	importCSVTarget  = 10 * time.Second
	importXLSXTarget = 20 * time.Second
	importRSSTarget  = 300 // MB
	exportTarget     = 5 * time.Second
	fileRows         = 100_000
)

// fileBenchLogin is the provider employee the file benchmarks work as: provider staff may import
// into and export from every account.
const fileBenchLogin = "files@bench.example.com"

// productFiles measures the product import of a 100,000-row CSV and XLSX file (each into a fresh
// account) with the process's peak memory during them, and the XLSX export of 100,000 products,
// all through HTTP on a fresh SQLite instance of their own.
func productFiles(ctx context.Context, dir string, out io.Writer) error {
	a, base, stop, err := startInstance(ctx, "sqlite:"+filepath.Join(dir, "files.db"))
	if err != nil {
		return err
	}
	defer stop()
	if err := addFileBenchLogin(ctx, a); err != nil {
		return err
	}
	l := newLoad(base, 1)
	l.http.Timeout = 5 * time.Minute
	token, err := l.token(ctx, fileBenchLogin, fileBenchPassword)
	if err != nil {
		return err
	}

	var peakMB float64
	for _, bench := range []struct {
		format tabular.Format
		target time.Duration
	}{{tabular.CSV, importCSVTarget}, {tabular.XLSX, importXLSXTarget}} {
		path := filepath.Join(dir, "products."+string(bench.format))
		if err := writeSampleFile(path, bench.format); err != nil {
			return err
		}
		run := 0
		took, err := measureRuns(func() (float64, error) {
			run++
			account, err := clients.NewStore(a.DB).Create(ctx, a.DB.Write(), fmt.Sprintf("Import bench %s %d", bench.format, run))
			if err != nil {
				return 0, err
			}
			var took time.Duration
			mb, err := peakRSS(func() error {
				start := time.Now()
				err := l.importFile(ctx, token, account.ID, path)
				took = time.Since(start)
				return err
			})
			if err != nil {
				return 0, fmt.Errorf("import %s: %w", bench.format, err)
			}
			peakMB = max(peakMB, mb)
			return took.Seconds(), nil
		})
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "BENCH products_import_%s_100k_s %.1f s ratio=%.2f vs target_%.0f_s engine=sqlite rows=%d%s\n",
			bench.format, took.median(), took.median()/bench.target.Seconds(), bench.target.Seconds(), fileRows, took.spread(1))
	}
	fmt.Fprintf(out, "BENCH products_import_peak_rss_mb %.0f MB ratio=%.2f vs target_%d_MB\n", peakMB, peakMB/importRSSTarget, importRSSTarget)

	accountID, err := accountOfProducts(ctx, a.DB, "Bench Products B.V.", fileRows)
	if err != nil {
		return err
	}
	export := filepath.Join(dir, "export.xlsx")
	took, err := measureRuns(func() (float64, error) {
		start := time.Now()
		if err := l.exportFile(ctx, token, accountID, "products", tabular.XLSX, nil, export); err != nil {
			return 0, fmt.Errorf("export: %w", err)
		}
		took := time.Since(start)
		if rows, err := countRows(export); err != nil || rows != fileRows+1 {
			return 0, fmt.Errorf("export has %d rows (%v), want %d and the header", rows, err, fileRows)
		}
		return took.Seconds(), nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH products_export_xlsx_100k_s %.1f s ratio=%.2f vs target_%.0f_s engine=sqlite rows=%d%s\n",
		took.median(), took.median()/exportTarget.Seconds(), exportTarget.Seconds(), fileRows, took.spread(1))
	return nil
}

// fileBenchPassword is the password of fileBenchLogin.
const fileBenchPassword = "bench-files-password"

func addFileBenchLogin(ctx context.Context, a *app.App) error {
	hash, err := auth.HashPassword(fileBenchPassword)
	if err != nil {
		return err
	}
	_, err = a.Users.Create(ctx, a.DB.Write(), users.NewUser{Email: fileBenchLogin, Name: "File benchmark",
		Level: access.Provider, PasswordHash: &hash})
	return err
}

// writeSampleFile writes an import file of fileRows sample products: varied names, valid EANs, some
// with outer boxes, expiry dates or serial numbers.
func writeSampleFile(path string, format tabular.Format) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	err = tabular.WriteFile(f, format, "Products", func(write func([]any) error) error {
		return products.WriteSampleImport(write, fileRows)
	})
	return errors.Join(err, f.Close())
}

// checkImported checks an import's answer: every row imported, none with errors.
func checkImported(body []byte) error {
	var answer struct {
		Data imports.Result `json:"data"`
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		return err
	}
	if r := answer.Data; r.RowsImported != fileRows || r.RowsWithErrors != 0 {
		return fmt.Errorf("imported %d rows, %d with errors (first: %v)", r.RowsImported, r.RowsWithErrors, r.Errors[:min(3, len(r.Errors))])
	}
	return nil
}

func accountPath(accountID int64, rest string) string {
	return "/api/clients/" + strconv.FormatInt(accountID, 10) + rest
}
