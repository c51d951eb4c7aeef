package db

import (
	"context"
	"errors"
	"sync"
)

// Kept holds values read from the database in memory, for as long as a listener hears of every
// change to them (see Listen), so that a request on PostgreSQL skips a round trip. While the listener
// is down nothing is kept or handed out: every read goes to the database. Each change and each loss
// of the listener raises the epoch, so a value read from the database before a change is never kept
// after it. A change this process makes is forgotten at once by its writer too (Forget), before the
// request answers; other processes learn of it from the notification, within milliseconds.
type Kept[K comparable, V any] struct {
	mu        sync.Mutex
	listening bool
	epoch     uint64
	values    map[K]V
	max       int
}

// NewKept keeps at most max values: when full it starts again empty.
func NewKept[K comparable, V any](max int) *Kept[K, V] {
	return &Kept[K, V]{values: map[K]V{}, max: max}
}

// Listening says whether values are kept now: only while the listener holds.
func (k *Kept[K, V]) Listening() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.listening
}

// Get returns the value of key when kept, and the epoch to hand to Put after reading it anew.
func (k *Kept[K, V]) Get(key K) (V, bool, uint64) {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.values[key]
	return v, ok && k.listening, k.epoch
}

// Put keeps v when nothing changed since epoch and the listener listens.
func (k *Kept[K, V]) Put(key K, v V, epoch uint64) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if !k.listening || epoch != k.epoch {
		return
	}
	if len(k.values) >= k.max {
		k.values = map[K]V{}
	}
	k.values[key] = v
}

// Update changes the kept value of key, if any, with change (for what the reader itself wrote).
func (k *Kept[K, V]) Update(key K, change func(V) V) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if v, ok := k.values[key]; ok {
		k.values[key] = change(v)
	}
}

// Forget drops the values for which stale says true.
func (k *Kept[K, V]) Forget(stale func(K, V) bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.epoch++
	for key, v := range k.values {
		if stale(key, v) {
			delete(k.values, key)
		}
	}
}

// ForgetAll drops every value.
func (k *Kept[K, V]) ForgetAll() { k.Forget(func(K, V) bool { return true }) }

// Listen keeps values while d's notifications on channel are heard, until ctx ends; notified turns
// each payload into what to forget. On SQLite, which has no notifications, it keeps nothing and
// returns nil at once.
func (k *Kept[K, V]) Listen(ctx context.Context, d *DB, channel string, notified func(payload string)) error {
	err := d.Listen(ctx, channel, k.connected, notified)
	if errors.Is(err, ErrNoNotifications) {
		return nil
	}
	return err
}

// connected follows the listener: whatever was kept before it (re)connected may have changed unseen.
func (k *Kept[K, V]) connected(listening bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.epoch++
	k.listening = listening
	k.values = map[K]V{}
}
