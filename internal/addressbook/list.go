package addressbook

import (
	"context"
	"net/url"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// ListFilter is what the address book's list asks for: search, sort and page.
type ListFilter struct {
	listing.Page
	Sort string
}

// The list's sorts: the newest first (the default), or by the delivery address's company name.
const (
	SortNewest      = "newest"
	SortCompanyName = "company_name"
)

var Sorts = listing.Sorts{Names: []string{SortNewest, SortCompanyName}}

// ParseListFilter reads the list's query parameters; a bad value is a domain.ValidationErrors
// error keyed by the parameter's name.
func ParseListFilter(v url.Values) (ListFilter, error) {
	errs := domain.ValidationErrors{}
	f := ListFilter{Page: listing.ParsePage(v, errs), Sort: Sorts.Sort(v, errs)}
	return f, errs.Err()
}

// addressList is the address book's list: the account's addresses that the search matches by the
// start of the delivery address's postal code, or any part of its company name, first or last name,
// city or email, in any case (migration 00007_address_book).
var addressList = listing.List[Address]{
	Search: listing.Search{Table: "address_book_addresses", Alias: "a",
		Prefix:   []string{"delivery_postal_code"},
		Contains: []string{"delivery_company_name", "delivery_last_name", "delivery_first_name", "delivery_city", "delivery_email"}},
	Columns: selectColumns,
	Scan:    readAddresses,
}

// query is the page f asks of the list; each sort has its index beginning with client_id.
func (f ListFilter) query() listing.Query[Address] {
	p := listing.Query[Address]{Page: f.Page}
	if f.Sort == SortCompanyName {
		p.Keys, p.Kinds, p.Direction = []string{"a.delivery_company_name", "a.id"}, []listing.Kind{listing.Text, listing.Integer}, "asc"
		p.Values = func(a Address) []any { return []any{a.DeliveryAddress.CompanyName, a.ID} }
		return p
	}
	p.Keys, p.Kinds, p.Direction = []string{"a.id"}, []listing.Kind{listing.Integer}, "desc"
	p.Values = func(a Address) []any { return []any{a.ID} }
	return p
}

// List is one page of the account's address book and how many addresses match f; its cursors are
// signed with the database's secret.
func (b *Book) List(ctx context.Context, clientID int64, f ListFilter) ([]Address, *string, int64, error) {
	return listAddresses(ctx, b.db.Read(), b.db.Dialect, b.db.Secret(), clientID, f)
}

func listAddresses(ctx context.Context, q db.Q, dialect db.Dialect, secret []byte, clientID int64, f ListFilter) ([]Address, *string, int64, error) {
	return addressList.Read(ctx, q, dialect, secret, clientID, f.query())
}
