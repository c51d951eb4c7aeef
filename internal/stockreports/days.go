package stockreports

import (
	"time"

	"kade/internal/domain"
)

// timestampLayout is how a movement's time is compared in SQL: SQLite stores times as this text
// (the driver's _time_format=sqlite, always in UTC here), which sorts as the times do, and
// PostgreSQL reads it as a timestamptz.
const timestampLayout = "2006-01-02 15:04:05.999999999-07:00"

func timestamp(t time.Time) string { return t.UTC().Format(timestampLayout) }

// dayStart is the moment the Amsterdam day yyyy-mm-dd begins, plus days days.
func dayStart(day string, days int) time.Time {
	d, _ := time.ParseInLocation(time.DateOnly, day, domain.Local)
	return d.AddDate(0, 0, days)
}
