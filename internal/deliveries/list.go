package deliveries

import (
	"context"
	"net/url"
	"time"

	"kade/internal/domain"
	"kade/internal/listing"
)

// OverviewFilter is what the delivery overview asks for: search, status, sort and page.
type OverviewFilter struct {
	listing.Page
	Status, Sort, Direction string
}

// The overview's sorts: the newest first (the default), or by planned date or reference.
const (
	SortNewest      = "newest"
	SortPlannedDate = "planned_date"
	SortReference   = "reference"
)

// OverviewSorts: dates read newest first, references from A.
var OverviewSorts = listing.Sorts{Names: []string{SortNewest, SortPlannedDate, SortReference},
	Descending: []string{SortNewest, SortPlannedDate}}

// ParseOverviewFilter reads the overview's query parameters; a bad value is a
// domain.ValidationErrors error keyed by the parameter's name.
func ParseOverviewFilter(v url.Values) (OverviewFilter, error) {
	errs := domain.ValidationErrors{}
	f := OverviewFilter{Page: listing.ParsePage(v, errs), Status: listing.Choice(v, "status", Statuses, errs)}
	f.Sort, f.Direction = OverviewSorts.Parse(v, errs)
	return f, errs.Err()
}

// overview is the delivery overview: the account's deliveries that the search matches by any part of
// the reference, in any case (migration 00011_deliveries).
var overview = listing.List[OverviewRow]{
	Search: listing.Search{Table: "deliveries", Alias: "d", Contains: []string{"reference"}},
	Columns: `d.id, d.reference, d.planned_date, d.unit_load, d.status, d.line_count,
		d.entered_by_name, d.entered_by_email, d.in_goods_receipt_area_at, d.received_at, d.created_at`,
}

// sortKeys are the columns a sort orders by and their kinds in a cursor; each has its index
// beginning with client_id.
func sortKeys(sort string) ([]string, []listing.Kind) {
	if sort == SortNewest {
		return []string{"d.id"}, []listing.Kind{listing.Integer}
	}
	return []string{"d." + sort, "d.id"}, []listing.Kind{listing.Text, listing.Integer}
}

// query is the page f asks of the overview.
func (f OverviewFilter) query() listing.Query[OverviewRow] {
	p := listing.Query[OverviewRow]{Page: f.Page, Direction: f.Direction}
	p.Keys, p.Kinds = sortKeys(f.Sort)
	if f.Status != "" {
		p.Filter, p.FilterArgs = "d.status = ?", []any{f.Status}
	}
	return p
}

// OverviewRow is a delivery as the overview lists it. JustProcessed: received within the last hour.
type OverviewRow struct {
	ID                   int64      `json:"id" db:"id"`
	Reference            string     `json:"reference" db:"reference"`
	PlannedDate          string     `json:"planned_date" db:"planned_date"`
	UnitLoad             string     `json:"unit_load" db:"unit_load"`
	Status               string     `json:"status" db:"status"`
	LineCount            int64      `json:"line_count" db:"line_count"`
	EnteredByName        string     `json:"entered_by_name" db:"entered_by_name"`
	EnteredByEmail       string     `json:"entered_by_email" db:"entered_by_email"`
	InGoodsReceiptAreaAt *time.Time `json:"in_goods_receipt_area_at" db:"in_goods_receipt_area_at"`
	ReceivedAt           *time.Time `json:"received_at" db:"received_at"`
	JustProcessed        bool       `json:"just_processed" db:"-"`
	ClientName           string     `json:"client_name" db:"-"`
	CreatedAt            time.Time  `json:"created_at" db:"created_at"`
}

// List is one page of the account's delivery overview and how many deliveries match; its cursors
// are signed with the database's secret.
func (s *Deliveries) List(ctx context.Context, clientID int64, clientName string, f OverviewFilter) ([]OverviewRow, *string, int64, error) {
	q, now := f.query(), time.Now()
	q.Finish = func(r *OverviewRow) {
		r.InGoodsReceiptAreaAt, r.ReceivedAt, r.CreatedAt = utc(r.InGoodsReceiptAreaAt), utc(r.ReceivedAt), r.CreatedAt.UTC()
		r.JustProcessed = justProcessed(r.Status, r.ReceivedAt, now)
		r.ClientName = clientName
	}
	return overview.Read(ctx, s.db.Read(), s.db.Dialect, s.db.Secret(), clientID, q)
}
