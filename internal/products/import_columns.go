package products

import (
	"strconv"

	"kade/internal/imports"
)

// column is one column of the product import, its template and the export: the ProductFields key
// it is named after, how a (trimmed, non-empty) cell is read into Fields — answering the error
// message when it cannot be — and the cell a product's value is written as.
type column struct {
	name  string
	read  func(f *Fields, cell string) (message string)
	write func(f *Fields) any
	// max is the most characters of a text column's field; 0 for other columns.
	max int
}

// importColumns are every column of the import, in the order of the product form's groups.
var importColumns = []column{
	text("article_number", maxArticleNumber, func(f *Fields) *string { return &f.ArticleNumber }),
	text("name", maxName, func(f *Fields) *string { return &f.Name }),
	text("description", maxDescription, func(f *Fields) *string { return &f.Description }),
	choice("article_group", ArticleGroups, func(f *Fields) *string { return &f.ArticleGroup }),
	choice("product_type", ProductTypes, func(f *Fields) *string { return &f.ProductType }),
	text("cost_center", maxCode, func(f *Fields) *string { return &f.CostCenter }),
	text("revenue_code", maxCode, func(f *Fields) *string { return &f.RevenueCode }),
	flag("is_active", func(f *Fields) *bool { return &f.IsActive }),

	choice("unit", Units, func(f *Fields) *string { return &f.Unit }),
	text("ean", maxCodeCell, func(f *Fields) *string { return &f.EAN }),
	measure("weight", func(f *Fields) **float64 { return &f.Weight }),
	measure("length", func(f *Fields) **float64 { return &f.Length }),
	measure("width", func(f *Fields) **float64 { return &f.Width }),
	measure("height", func(f *Fields) **float64 { return &f.Height }),

	text("customs_code", maxCodeCell, func(f *Fields) *string { return &f.CustomsCode }),
	text("country_of_origin", maxCodeCell, func(f *Fields) *string { return &f.CountryOfOrigin }),
	euros("customs_price", func(f *Fields) **int64 { return &f.CustomsPrice }),

	flag("has_expiration_date", func(f *Fields) *bool { return &f.HasExpirationDate }),
	optionalWhole("commercial_expiration_day_offset", func(f *Fields) **int64 { return &f.CommercialExpirationDayOffset }),
	flag("has_lot_numbering", func(f *Fields) *bool { return &f.HasLotNumbering }),

	flag("hu", func(f *Fields) *bool { return &f.HU }),
	optionalWhole("quantity_sku", func(f *Fields) **int64 { return &f.QuantitySKU }),
	measure("hu_length", func(f *Fields) **float64 { return &f.HULength }),
	measure("hu_width", func(f *Fields) **float64 { return &f.HUWidth }),
	measure("hu_height", func(f *Fields) **float64 { return &f.HUHeight }),
	text("hu_ean", maxCodeCell, func(f *Fields) *string { return &f.HUEAN }),

	flag("allow_broken_unit", func(f *Fields) *bool { return &f.AllowBrokenUnit }),
	whole("minimum_stock", func(f *Fields) *int64 { return &f.MinimumStock }),
	choice("outbound_algorithm", OutboundAlgorithms, func(f *Fields) *string { return &f.OutboundAlgorithm }),

	flag("has_serial_number", func(f *Fields) *bool { return &f.HasSerialNumber }),
	text("serial_number_mask", maxCodeCell, func(f *Fields) *string { return &f.SerialNumberMask }),
	flag("fixed_serial_number", func(f *Fields) *bool { return &f.FixedSerialNumber }),
}

// maxCodeCell is how much of a code (EAN, customs code, country, serial number mask) a cell gives:
// none is longer; shorter ones that are no code get their own rule's message.
const maxCodeCell = maxSerialNumberMask

// importFile is what the import reads of a file: a cell is never longer than the description.
var importFile = imports.Columns{Named: len(importColumns) + len(figureColumns), LongestText: maxDescription}

// textBounds are the most characters each text of Fields may have, by its key.
var textBounds = func() map[string]int {
	bounds := map[string]int{}
	for _, c := range importColumns {
		if c.max > 0 {
			bounds[c.name] = c.max
		}
	}
	return bounds
}()

// requiredColumns must be in every import file; every other column may be left out.
var requiredColumns = []string{"article_number", "name", "product_type", "unit"}

// figureColumns are the stock figures an export adds after the fields. The warehouse computes them,
// so the import skips them: an exported file can be imported as it is.
var figureColumns = []string{"total_stock", "available_stock", "on_hold_stock", "in_transit_stock",
	"inbound_stock", "stock_alert"}

// columnNames is the header row of an import file.
func columnNames() []any {
	names := make([]any, len(importColumns))
	for i, c := range importColumns {
		names[i] = c.name
	}
	return names
}

// appendCells appends the cells of f's columns to cells.
func appendCells(cells []any, f *Fields) []any {
	for _, c := range importColumns {
		cells = append(cells, c.write(f))
	}
	return cells
}

// writeImportFile writes the rows of an import file with write: the header, then the products
// product(0) to product(n-1).
func writeImportFile(write func(cells []any) error, n int, product func(i int) Fields) error {
	if err := write(columnNames()); err != nil {
		return err
	}
	cells := make([]any, 0, len(importColumns))
	for i := range n {
		f := product(i)
		if err := write(appendCells(cells[:0], &f)); err != nil {
			return err
		}
	}
	return nil
}

// value is a column of a field that always has a value; parse reads a cell or returns the message.
func value[T any](name string, parse func(cell string) (T, string), field func(*Fields) *T) column {
	return column{name: name,
		read: func(f *Fields, cell string) string {
			v, message := parse(cell)
			if message == "" {
				*field(f) = v
			}
			return message
		},
		write: func(f *Fields) any { return *field(f) }}
}

// optional is a column of a field that may be empty (nil).
func optional[T any](name string, parse func(cell string) (T, string), field func(*Fields) **T) column {
	return column{name: name,
		read: func(f *Fields, cell string) string {
			v, message := parse(cell)
			if message == "" {
				*field(f) = &v
			}
			return message
		},
		write: func(f *Fields) any {
			if v := *field(f); v != nil {
				return *v
			}
			return nil
		}}
}

// text is a column of a text of at most max characters. A longer cell is no copy of the file: its
// first max characters are kept, and the message says it was cut.
func text(name string, max int, field func(*Fields) *string) column {
	return column{name: name,
		read: func(f *Fields, cell string) string {
			kept, cut := cutText(cell, max)
			*field(f) = kept
			if cut {
				return "validation.too_long," + strconv.Itoa(max)
			}
			return ""
		},
		write: func(f *Fields) any { return *field(f) },
		max:   max}
}

// cutText is s cut to its first max characters, and whether anything was cut.
func cutText(s string, max int) (string, bool) {
	characters := 0
	for i := range s {
		if characters == max {
			return s[:i], true
		}
		characters++
	}
	return s, false
}

// choice is a column of an enumeration; its values are short codes.
func choice(name string, values []string, field func(*Fields) *string) column {
	c := value(name, func(cell string) (string, string) { return parseChoice(values, cell) }, field)
	c.max = maxCodeCell
	return c
}

func flag(name string, field func(*Fields) *bool) column { return value(name, parseBoolean, field) }

func whole(name string, field func(*Fields) *int64) column { return value(name, parseWhole, field) }

func optionalWhole(name string, field func(*Fields) **int64) column {
	return optional(name, parseWhole, field)
}

// measure is a weight (kg) or length (cm); its decimals are a rule Validate checks on the value.
func measure(name string, field func(*Fields) **float64) column {
	return optional(name, parseDecimal, field)
}

// euros is the customs price: euros in a file, cents in Fields.
func euros(name string, field func(*Fields) **int64) column {
	c := optional(name, parseEuros, field)
	c.write = func(f *Fields) any {
		if cents := *field(f); cents != nil {
			return float64(*cents) / 100
		}
		return nil
	}
	return c
}
