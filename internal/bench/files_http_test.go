package bench

import "testing"

func TestVmHWM(t *testing.T) {
	status := []byte("Name:\tkade\nVmPeak:\t  999999 kB\nVmHWM:\t  261120 kB\nVmRSS:\t  1024 kB\n")
	if mb, err := vmHWM(status); err != nil || mb != 255 {
		t.Errorf("vmHWM = %v, %v; want 255", mb, err)
	}
	if _, err := vmHWM([]byte("Name:\tkade\n")); err == nil {
		t.Error("no VmHWM line read as a value")
	}
}

// peakRSS sees memory taken while its function runs, and not memory from before.
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
}
