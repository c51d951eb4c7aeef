// Package tempfiles is the folder of Kade's own for the files of work in progress — an upload, an
// import's staging file — so that what a crashed instance left there is removed at the next start.
// Several instances may share one folder (one host, or a shared disk): each works in a subfolder of
// its own that it holds a lock on for as long as it runs, and a start removes only the subfolders
// whose lock nobody holds.
package tempfiles

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
)

// Folder is the subfolder an instance claimed; Release gives it up.
type Folder struct {
	path string
	lock *os.File
}

// lockSuffix names the lock file beside each instance's subfolder: the subfolder is live while
// someone holds a lock on it.
const lockSuffix = ".lock"

var (
	mu      sync.Mutex
	current *Folder
)

// DefaultRoot is where the folders are kept unless configured otherwise.
func DefaultRoot() string { return filepath.Join(os.TempDir(), "kade") }

// Claim removes what dead instances left under root and claims a subfolder for this process, in
// which Create makes its files from then on.
func Claim(root string) (*Folder, error) {
	if err := os.MkdirAll(root, 0o700); err != nil {
		return nil, fmt.Errorf("temporary folder: %w", err)
	}
	removeDead(root)
	f, err := claim(root)
	if err != nil {
		return nil, err
	}
	mu.Lock()
	current = f
	mu.Unlock()
	return f, nil
}

// Create makes a new file in the claimed folder (in the system's temporary folder before any claim,
// as in tests), named by pattern as os.CreateTemp does.
func Create(pattern string) (*os.File, error) {
	mu.Lock()
	dir := ""
	if current != nil {
		dir = current.path
	}
	mu.Unlock()
	return os.CreateTemp(dir, pattern)
}

// Path is the subfolder's path.
func (f *Folder) Path() string { return f.path }

// Release removes the subfolder with whatever is left in it and gives up its lock.
func (f *Folder) Release() error {
	mu.Lock()
	if current == f {
		current = nil
	}
	mu.Unlock()
	err := os.RemoveAll(f.path)
	return errors.Join(err, os.Remove(f.lock.Name()), f.lock.Close())
}

// claim creates a lock file with a new name, locks it and then creates its subfolder. A lock file
// that another start removed between its creation and the lock (it found it unlocked) is not the
// one at the path any more: then try again with a new name.
func claim(root string) (*Folder, error) {
	for range 10 {
		name := filepath.Join(root, newID())
		lock, err := os.OpenFile(name+lockSuffix, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return nil, fmt.Errorf("temporary folder: %w", err)
		}
		if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			lock.Close()
			continue
		}
		if !stillAt(lock) {
			lock.Close()
			continue
		}
		if err := os.Mkdir(name, 0o700); err != nil {
			lock.Close()
			os.Remove(name + lockSuffix)
			return nil, fmt.Errorf("temporary folder: %w", err)
		}
		return &Folder{path: name, lock: lock}, nil
	}
	return nil, errors.New("temporary folder: could not claim a subfolder")
}

// stillAt reports whether the locked file is still the one at its path.
func stillAt(lock *os.File) bool {
	held, err := lock.Stat()
	if err != nil {
		return false
	}
	atPath, err := os.Stat(lock.Name())
	return err == nil && os.SameFile(held, atPath)
}

// removeDead removes every subfolder under root whose lock nobody holds, and its lock file. A
// subfolder without a lock file is dead too: an instance creates and locks its lock file first.
func removeDead(root string) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	locks := map[string]bool{}
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), lockSuffix); ok && !e.IsDir() {
			locks[name] = true
		}
	}
	for _, e := range entries {
		switch name, isLock := strings.CutSuffix(e.Name(), lockSuffix); {
		case isLock && !e.IsDir():
			removeIfDead(filepath.Join(root, name))
		case e.IsDir() && !locks[e.Name()]:
			os.RemoveAll(filepath.Join(root, e.Name()))
		}
	}
}

// removeIfDead removes the subfolder at name and its lock file when the lock can be taken.
func removeIfDead(name string) {
	lock, err := os.Open(name + lockSuffix)
	if err != nil {
		return
	}
	defer lock.Close()
	if syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil {
		return
	}
	// The subfolder goes first: a subfolder whose lock file is gone counts as dead.
	if os.RemoveAll(name) == nil {
		os.Remove(name + lockSuffix)
	}
}

func newID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24)
	return "instance-" + hex.EncodeToString(b)
}
