package domain

import (
	"time"
	_ "time/tzdata" // the zone below, also where the system has no time zone data
)

// Local is the provider's time zone: the warehouse's calendar days (a best-before date that has
// passed) and the times in export file names are its.
var Local = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		panic(err) // time/tzdata is linked in
	}
	return loc
}()

// Today is the warehouse's calendar day at now, yyyy-mm-dd.
func Today(now time.Time) string { return now.In(Local).Format(time.DateOnly) }
