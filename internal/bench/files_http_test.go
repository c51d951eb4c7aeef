package bench

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestStatusMB(t *testing.T) {
	status := []byte("Name:\tkade\nVmPeak:\t  999999 kB\nVmHWM:\t  261120 kB\nVmRSS:\t  1024 kB\nRssFile:\t  2048 kB\n")
	if mb, err := statusMB(status, "VmHWM"); err != nil || mb != 255 {
		t.Errorf("VmHWM = %v, %v; want 255", mb, err)
	}
	if mb, err := statusMB(status, "RssFile"); err != nil || mb != 2 {
		t.Errorf("RssFile = %v, %v; want 2", mb, err)
	}
	if _, err := statusMB([]byte("Name:\tkade\n"), "VmHWM"); err == nil {
		t.Error("no VmHWM line read as a value")
	}
}

// peakRSS sees memory taken while its function runs, and not memory from before, nor the pages of
// a file it maps.
func TestPeakRSS(t *testing.T) {
	before, err := peakRSS(func() error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	var held []byte
	during, err := peakRSS(func() error {
		held = make([]byte, 200<<20)
		for i := range held {
			held[i] = 1
		}
		return nil
	})
	if err != nil || during < before+150 {
		t.Errorf("peak %v MB while holding 200 MB, %v MB before (%v)", during, before, err)
	}
	held = nil
	after, err := peakRSS(func() error { return nil })
	if err != nil || after > during-150 {
		t.Errorf("peak %v MB after releasing, %v MB while holding (%v)", after, during, err)
	}

	path := filepath.Join(t.TempDir(), "mapped")
	if err := os.WriteFile(path, make([]byte, 200<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	mapped, err := syscall.Mmap(int(f.Fd()), 0, 200<<20, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(mapped)
	var sum byte
	reading, err := peakRSS(func() error {
		for i := 0; i < len(mapped); i += 4096 {
			sum += mapped[i]
		}
		return nil
	})
	if err != nil || sum != 0 || reading > after+50 {
		t.Errorf("peak %v MB while reading a mapped file of 200 MB, %v MB before (%v)", reading, after, err)
	}
}
