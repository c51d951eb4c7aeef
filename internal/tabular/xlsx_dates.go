package tabular

import (
	"math"
	"strconv"
	"time"
)

// dateKind is what a number format makes of a number: nothing, a date, or a date with a time of day.
type dateKind uint8

const (
	notDate dateKind = iota
	dateOnly
	dateTime
)

// builtInDateFormat is the kind of the built-in number formats that are dates: ids 14-22 and 45-47
// as ECMA-376 lists them, and 27-36 and 50-58, whose codes depend on the locale (East Asian
// calendars, some with a time of day), so their time is kept when the value has one.
func builtInDateFormat(id int) dateKind {
	switch {
	case id >= 14 && id <= 17:
		return dateOnly
	case id >= 18 && id <= 22, id >= 27 && id <= 36, id >= 45 && id <= 47, id >= 50 && id <= 58:
		return dateTime
	}
	return notDate
}

// formatCodeKind decides from a custom format code whether it shows a date, by the codes a
// spreadsheet program reads as date or time parts (y, m, d, h, s, and [h], [m], [s] for elapsed
// time) in its first section, the one positive numbers use. Quoted and escaped literals, the
// character after _ and *, and bracketed colours, conditions and locales ([Red], [<=100],
// [$-413]) are not codes: "0.0 \"days\"" and "[Red]0.00" are not dates.
func formatCodeKind(code string) dateKind {
	date, clock := false, false
	for i := 0; i < len(code); i++ {
		switch c := code[i] | 0x20; { // lower case for letters
		case code[i] == ';':
			i = len(code)
		case code[i] == '"':
			for i++; i < len(code) && code[i] != '"'; i++ {
			}
		case code[i] == '\\', code[i] == '_', code[i] == '*':
			i++
		case code[i] == '[':
			end := i + 1
			for end < len(code) && code[end] != ']' {
				end++
			}
			if elapsed(code[i+1 : end]) {
				clock = true
			}
			i = end
		case c == 'h' || c == 's':
			clock = true
		case c == 'y' || c == 'd' || c == 'm':
			date = true
		}
	}
	switch {
	case clock:
		return dateTime
	case date:
		return dateOnly
	}
	return notDate
}

// elapsed reports whether a bracketed section is an elapsed-time code: [h], [mm], [ss] and so on.
func elapsed(section string) bool {
	if section == "" {
		return false
	}
	for i := 0; i < len(section); i++ {
		if c := section[i] | 0x20; c != section[0]|0x20 || (c != 'h' && c != 'm' && c != 's') {
			return false
		}
	}
	return true
}

// Excel's day numbers: the 1900 date system counts 1900-01-01 as day 1 and, as Lotus 1-2-3 did,
// takes 1900 for a leap year, so day 60 is a 29 February that never was and the days before it are
// one off from a plain count; the 1904 system counts 1904-01-01 as day 0. Day 2958465 of the 1900
// system is 9999-12-31, the last date a spreadsheet program shows.
var (
	epoch1900 = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)
	epoch1904 = time.Date(1904, 1, 1, 0, 0, 0, 0, time.UTC)
)

const (
	lastDay1900    = 2958465
	days1900To1904 = 1462
)

// serialDate turns a cell's stored number into an ISO date, YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS when
// the format shows a time and the value, rounded to the second, has one. A time-only format gives
// its value's date too (day 0 of the 1900 system comes out as 1899-12-31). ok is false for values
// no date stands for: not a number, negative, past 9999-12-31, or the 1900 system's day 60; the
// cell then keeps its number.
func serialDate(value string, kind dateKind, date1904 bool) (iso string, ok bool) {
	serial, err := strconv.ParseFloat(value, 64)
	last := lastDay1900
	if date1904 {
		last -= days1900To1904
	}
	if err != nil || !(serial >= 0 && serial < float64(last+1)) {
		return "", false
	}
	seconds := int64(math.Round(serial * 86400))
	days, seconds := int(seconds/86400), seconds%86400
	if days > last {
		return "", false
	}
	day := epoch1900.AddDate(0, 0, days)
	switch {
	case date1904:
		day = epoch1904.AddDate(0, 0, days)
	case days == 60:
		return "", false
	case days < 60:
		day = day.AddDate(0, 0, 1)
	}
	if kind == dateTime && seconds != 0 {
		return day.Add(time.Duration(seconds) * time.Second).Format("2006-01-02T15:04:05"), true
	}
	return day.Format("2006-01-02"), true
}
