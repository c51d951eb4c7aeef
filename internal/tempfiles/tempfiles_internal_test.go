package tempfiles

import (
	"os"
	"path/filepath"
	"testing"
)

// A start removes what a crashed instance left (its lock released by the kernel, its files kept) and
// keeps the files of an instance that still runs.
func TestClaimRemovesTheFilesOfDeadInstancesOnly(t *testing.T) {
	root := t.TempDir()
	crashed, err := claim(root)
	if err != nil {
		t.Fatal(err)
	}
	crashedFile := filepath.Join(crashed.Path(), "upload-1")
	write(t, crashedFile)
	crashed.lock.Close() // what the kernel does when the process dies
	orphan := filepath.Join(root, "instance-orphan")
	write(t, filepath.Join(orphan, "staging-1"))

	live, err := claim(root)
	if err != nil {
		t.Fatal(err)
	}
	defer live.Release()
	liveFile := filepath.Join(live.Path(), "upload-2")
	write(t, liveFile)

	started, err := Claim(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{crashedFile, crashed.Path(), crashed.Path() + lockSuffix, orphan} {
		if _, err := os.Stat(gone); !os.IsNotExist(err) {
			t.Errorf("%s left by a dead instance is still there (%v)", gone, err)
		}
	}
	if _, err := os.Stat(liveFile); err != nil {
		t.Errorf("a live instance's file is gone: %v", err)
	}

	f, err := Create("upload-*")
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if filepath.Dir(f.Name()) != started.Path() {
		t.Errorf("Create made %s, outside the claimed folder %s", f.Name(), started.Path())
	}
	if err := started.Release(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(f.Name()); !os.IsNotExist(err) {
		t.Errorf("Release left %s (%v)", f.Name(), err)
	}
	if entries, _ := os.ReadDir(root); len(entries) != 2 {
		t.Errorf("after the release the root holds %d entries, want the live instance's folder and lock", len(entries))
	}
}

func write(t *testing.T, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("rows"), 0o600); err != nil {
		t.Fatal(err)
	}
}
