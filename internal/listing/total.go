package listing

// CountLimit is how far a list counts its rows. Counting costs as many rows as it counts, and an
// account has millions of orders: beyond CountLimit a list says "more than 1,000" instead of the
// number, and the first page costs the same whatever the account holds.
const CountLimit = 1000

// Total is the total a list's reply shows for total rows counted by a Search's Count (up to
// CountLimit + 1), and whether more rows than that match.
func Total(total int64) (shown int64, capped bool) {
	if total > CountLimit {
		return CountLimit, true
	}
	return total, false
}
