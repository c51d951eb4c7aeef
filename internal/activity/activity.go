// Package activity is an account's activity page: the event log's entries of the account (package
// events), newest first, filtered by who made them, what they were about and when, and its export.
package activity

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"

	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/files"
	"kade/internal/listing"
)

// Filter is what the activity page asks for: who (the start of the actor's name, any case), what
// (the kind of record, one of Kinds), the days From and To in the
// provider's time zone (both inclusive, "" leaves that side open) and the page.
type Filter struct {
	listing.Page
	Who, What        string
	DateFrom, DateTo string
}

// Kinds are the kinds of record an account's events are about: an import's and an export's are
// the file's.
var Kinds = []string{"sales_order", "delivery", "product", "import", "export", "api_key", "account"}

// MaxWho bounds the who filter: a name's start.
const MaxWho = 100

// ParseFilter reads the activity page's query parameters (who, what, date_from, date_to, cursor,
// limit); a bad value is a domain.ValidationErrors error keyed by the parameter's name.
func ParseFilter(v url.Values) (Filter, error) {
	errs := domain.ValidationErrors{}
	f := Filter{Page: listing.ParsePage(v, errs), Who: listing.CleanText(v.Get("who")), What: v.Get("what"),
		DateFrom: listing.Date(v, "date_from", errs), DateTo: listing.Date(v, "date_to", errs)}
	errs.Text("who", f.Who, MaxWho, false)
	if f.Q != "" { // the activity has no search: who names the actor
		errs.Add("q", "validation.unknown_field")
	}
	if f.What != "" {
		errs.OneOf("what", f.What, Kinds)
	}
	return f, errs.Err()
}

// Activity reads an account's activity.
type Activity struct{ db *db.DB }

func New(d *db.DB) *Activity { return &Activity{db: d} }

// log is the account's events, newest first, a page read through the index events_client
// (client_id, id).
var log = listing.List[events.Entry]{
	Search: listing.Search{Table: "events", Alias: "e"},
	Columns: `e.id, e.actor_kind, e.actor_id, e.actor_name, e.action, e.record_kind, e.record_id,
	e.record_label, e.changes, e.occurred_at`,
}

// query is the page f asks of the log.
func (f Filter) query() listing.Query[events.Entry] {
	var w listing.Filter
	if f.Who != "" {
		w.Add(`lower(e.actor_name) LIKE ? ESCAPE '\'`, listing.EscapeLike(strings.ToLower(f.Who))+"%")
	}
	w.AddIf("e.record_kind = ?", f.What)
	if f.DateFrom != "" {
		w.Add("e.occurred_at >= ?", dayStart(f.DateFrom, 0))
	}
	if f.DateTo != "" {
		w.Add("e.occurred_at < ?", dayStart(f.DateTo, 1))
	}
	filter, args := w.Where()
	return listing.Query[events.Entry]{Page: f.Page, Filter: filter, FilterArgs: args,
		Keys: []string{"e.id"}, Kinds: []listing.Kind{listing.Integer}, Direction: "desc", Finish: events.Finish}
}

// dayStart is when the day after days after date (yyyy-mm-dd, checked) begins in the provider's
// time zone, in UTC.
func dayStart(date string, days int) time.Time {
	t, _ := time.ParseInLocation(time.DateOnly, date, domain.Local)
	return t.AddDate(0, 0, days).UTC()
}

// List is one page of the account's activity and how many entries match (up to
// listing.CountLimit + 1).
func (a *Activity) List(ctx context.Context, clientID int64, f Filter) ([]events.Entry, *string, int64, error) {
	return log.Read(ctx, a.db.Read(), a.db.Dialect, a.db.Secret(), clientID, f.query())
}

// Handlers serve the activity page.
type Handlers struct{ Activity *Activity }

// List answers GET /api/clients/{clientId}/activity.
func (h Handlers) List(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseFilter, func(ctx context.Context, account clients.Client, f Filter) ([]events.Entry, *string, int64, error) {
		return h.Activity.List(ctx, account.ID, f)
	})
}

// exportColumns are the activity export's columns: the page's, with the changed fields as the log
// keeps them (JSON).
var exportColumns = []listing.ExportColumn{{Name: "occurred_at", SQL: "e.occurred_at", Time: true},
	{Name: "actor_kind", SQL: "e.actor_kind"}, {Name: "actor", SQL: "e.actor_name"}, {Name: "action", SQL: "e.action"},
	{Name: "record_kind", SQL: "e.record_kind"}, {Name: "record_id", SQL: "e.record_id", Number: true},
	{Name: "record", SQL: "e.record_label"}, {Name: "changes", SQL: "e.changes"}}

// Export writes the activity export with write: the header, then every entry of the account that
// f matches, newest first, one at a time, so memory stays flat.
func (a *Activity) Export(ctx context.Context, clientID int64, f Filter, write func(cells []any) error) error {
	return log.Export(ctx, a.db, clientID, f.query(), exportColumns, write)
}

// KindActivity is the activity's export kind.
const KindActivity = "activity"

// Export is the export kind activity: the browser form POST /api/clients/{clientId}/exports/activity
// with the page's filters.
func (h Handlers) Export() files.Export {
	return files.Export{Kind: KindActivity, Sheet: "Activity", Filter: files.Filtered(ParseFilter, h.Activity.Export)}
}
