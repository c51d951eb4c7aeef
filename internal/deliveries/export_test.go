package deliveries

import "time"

// SetClock makes the importer take now() as the time of its imports.
func (im *Importer) SetClock(now func() time.Time) { im.now = now }
