package dashboard

import (
	"time"

	"kade/internal/domain"
)

// The charts' spans: the days of orders_per_day and the weeks of inbound_units_per_week, each
// ending with the current one.
const (
	chartDays  = 30
	chartWeeks = 12
)

// day is a calendar day in Amsterdam (yyyy-mm-dd) and when it begins and ends there, in UTC: the
// bounds a timestamp column of it lies within (start inclusive, end exclusive), 23 or 25 hours
// apart on the days the clocks change.
type day struct {
	date       string
	start, end time.Time
}

// calendarDays are the days and weeks a dashboard read at one moment counts: today in Amsterdam,
// the chart's days (oldest first, today last) and the Mondays of the chart's weeks (oldest first,
// this week's last) with the Sunday that ends this week.
type calendarDays struct {
	today    string
	days     []day
	mondays  []string
	lastWeek string // the Sunday of the current week: the last day of the last week
}

// calendar is the calendarDays of a dashboard read at now.
func calendar(now time.Time) calendarDays {
	today := domain.Today(now)
	// Calendar arithmetic on the date alone, in UTC, where every day has 24 hours.
	date, _ := time.Parse(time.DateOnly, today)
	c := calendarDays{today: today}
	for i := chartDays - 1; i >= 0; i-- {
		c.days = append(c.days, dayOf(date.AddDate(0, 0, -i)))
	}
	monday := date.AddDate(0, 0, -(int(date.Weekday())+6)%7)
	for i := chartWeeks - 1; i >= 0; i-- {
		c.mondays = append(c.mondays, monday.AddDate(0, 0, -7*i).Format(time.DateOnly))
	}
	c.lastWeek = monday.AddDate(0, 0, 6).Format(time.DateOnly)
	return c
}

// dayOf is the day of date (midnight UTC of that calendar date) in Amsterdam.
func dayOf(date time.Time) day {
	y, m, d := date.Date()
	return day{date: date.Format(time.DateOnly),
		start: time.Date(y, m, d, 0, 0, 0, 0, domain.Local).UTC(),
		end:   time.Date(y, m, d+1, 0, 0, 0, 0, domain.Local).UTC()}
}
