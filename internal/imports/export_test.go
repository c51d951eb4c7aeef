package imports

// Columns are the indexes of h's columns in their sheet, for the tests of Header.
func (h Header) Columns() []int { return h.columns }
