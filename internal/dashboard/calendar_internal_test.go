package dashboard

import (
	"testing"
	"time"
)

// A dashboard counts the days in Amsterdam: today is Amsterdam's date also where UTC's differs, a
// day the clocks change has 23 or 25 hours, and the weeks run Monday to Sunday, this week's last.
func TestCalendar(t *testing.T) {
	utc := func(s string) time.Time {
		at, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return at
	}
	// Sunday 29 March 2026, the clocks go forward at 02:00; read at 23:30 UTC on the 28th, which
	// is already the 29th in Amsterdam.
	c := calendar(utc("2026-03-28T23:30:00Z"))
	if c.today != "2026-03-29" || len(c.days) != chartDays {
		t.Fatalf("today %s, %d days", c.today, len(c.days))
	}
	last := c.days[chartDays-1]
	if last.date != "2026-03-29" || !last.start.Equal(utc("2026-03-28T23:00:00Z")) || !last.end.Equal(utc("2026-03-29T22:00:00Z")) {
		t.Errorf("the day the clocks go forward: %+v", last)
	}
	if first := c.days[0]; first.date != "2026-02-28" || !first.start.Equal(utc("2026-02-27T23:00:00Z")) ||
		!first.end.Equal(c.days[1].start) {
		t.Errorf("the first day: %+v", first)
	}
	if c.mondays[chartWeeks-1] != "2026-03-23" || c.lastWeek != "2026-03-29" || c.mondays[0] != "2026-01-05" {
		t.Errorf("weeks %v to %s", c.mondays, c.lastWeek)
	}
	// Sunday 25 October 2026, the clocks go back: 25 hours. A Monday is its week's first day.
	c = calendar(utc("2026-10-26T10:00:00Z"))
	back := c.days[chartDays-2]
	if back.date != "2026-10-25" || back.end.Sub(back.start) != 25*time.Hour {
		t.Errorf("the day the clocks go back: %+v", back)
	}
	if c.mondays[chartWeeks-1] != "2026-10-26" || c.lastWeek != "2026-11-01" {
		t.Errorf("this week on a Monday: %s to %s", c.mondays[chartWeeks-1], c.lastWeek)
	}
}
