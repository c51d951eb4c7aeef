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
	Q, Sort, Cursor string
	Limit           int
}

// The list's sorts: the newest first (the default), or by the delivery address's company name.
const (
	SortNewest      = "newest"
	SortCompanyName = "company_name"
)

var Sorts = []string{SortNewest, SortCompanyName}

// ParseListFilter reads the list's query parameters; a bad value is a domain.ValidationErrors
// error keyed by the parameter's name.
func ParseListFilter(v url.Values) (ListFilter, error) {
	errs := domain.ValidationErrors{}
	page := listing.ParsePage(v, errs)
	f := ListFilter{Q: page.Q, Cursor: page.Cursor, Limit: page.Limit, Sort: listing.Choice(v, "sort", Sorts, errs)}
	if f.Sort == "" {
		f.Sort = SortNewest
	}
	return f, errs.Err()
}

// addressSearch is the account's addresses that the list's search matches: the start of the
// delivery address's postal code, or any part of its company name, first or last name, city or
// email, in any case (migration 00007_address_book).
var addressSearch = listing.Search{Table: "address_book_addresses", Alias: "a",
	Prefix:   []string{"delivery_postal_code"},
	Contains: []string{"delivery_company_name", "delivery_last_name", "delivery_first_name", "delivery_city", "delivery_email"}}

// order is the list's order and the condition for the rows after a page's last sort keys; each
// has its index beginning with client_id.
func (f ListFilter) order() (order, after string, kinds []listing.Kind) {
	if f.Sort == SortCompanyName {
		return "a.delivery_company_name, a.id", "(a.delivery_company_name, a.id) > (?, ?)", []listing.Kind{listing.Text, listing.Integer}
	}
	return "a.id DESC", "a.id < ?", []listing.Kind{listing.Integer}
}

// sortValues are the address's values of the sort's keys, for the next page's cursor.
func (f ListFilter) sortValues(a Address) []any {
	if f.Sort == SortCompanyName {
		return []any{a.DeliveryAddress.CompanyName, a.ID}
	}
	return []any{a.ID}
}

// List is one page of the account's address book and how many addresses match f; its cursors are
// signed with the database's secret.
func (b *Book) List(ctx context.Context, clientID int64, f ListFilter) ([]Address, *string, int64, error) {
	return listAddresses(ctx, b.db.Read(), b.db.Dialect, b.db.Secret(), clientID, f)
}

func listAddresses(ctx context.Context, q db.Q, dialect db.Dialect, secret []byte, clientID int64, f ListFilter) ([]Address, *string, int64, error) {
	order, after, kinds := f.order()
	count, countArgs := addressSearch.Count(dialect, clientID, f.Q, "", nil)
	list := listing.Key(secret, addressSearch.Table, clientID, f.Q, f.Sort)
	counted, afterValues, err := listing.Start(ctx, q, count, countArgs, f.Cursor,
		func() (listing.Cursor, error) { return listing.Decode(f.Cursor, list, kinds) })
	if err != nil {
		return nil, nil, 0, err
	}
	total := counted.Total
	where, args := addressSearch.PageWhere(dialect, clientID, f.Q, counted)
	if afterValues != nil {
		where += " AND " + after
		args = append(args, afterValues...)
	}
	rows, err := readAddresses(ctx, q, `SELECT `+selectColumns+` FROM address_book_addresses a WHERE `+where+
		` ORDER BY `+order+` LIMIT ?`, append(args, f.Limit+1)...)
	if err != nil {
		return nil, nil, 0, err
	}
	rows, next := listing.End(rows, f.Limit, list, total, f.sortValues)
	return rows, next, total, nil
}
