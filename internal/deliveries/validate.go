package deliveries

import (
	"unicode/utf8"

	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/products"
)

// Bounds (spec points 5 and 9: a reference has at most 50 characters; the lines of one delivery are
// limited by the account's setting, DefaultMaxLines unless the provider set another).
const (
	MaxReference    = 50
	MaxQuantity     = 1_000_000
	MaxPallets      = 1_000
	DefaultMaxLines = 500
)

// The messages of the delivery's own rules (spec point 8); the generic ones are validation.*.
const (
	msgReferenceTooLong = "deliveries.validation.reference_max"
	msgProductRequired  = "deliveries.validation.product_required"
	msgProductUnknown   = "deliveries.validation.product_unknown"
	msgDuplicateArticle = "deliveries.validation.duplicate_article"
	msgMaxLines         = "deliveries.validation.max_lines"
	msgNoLines          = "deliveries.validation.no_lines"
	// RequiredMessage answers a form that misses a required value: 'Please fill out all required fields'.
	RequiredMessage = "deliveries.required_fields"
)

// lineMessages are the messages of the rules of a delivery's list of lines.
var lineMessages = domain.LineMessages{None: msgNoLines, TooMany: msgMaxLines, Duplicate: msgDuplicateArticle}

// Normalize cleans fields as entered: trimmed texts without what the databases cannot store, the
// unit load's info only for its unit load, and an empty list of lines rather than none.
func (f *Fields) Normalize() {
	listing.CleanTexts(&f.Reference, &f.PlannedDate, &f.UnitLoad, &f.ContainerLength)
	if f.UnitLoad != UnitLoadContainer {
		f.ContainerLength = ""
	}
	if f.UnitLoad != UnitLoadPallet {
		f.NumberOfPallets = nil
	}
	if f.Lines == nil {
		f.Lines = []Line{}
	}
	for i := range f.Lines {
		listing.CleanTexts(&f.Lines[i].ArticleNumber, &f.Lines[i].Unit)
	}
}

// Validate checks the rules of normalised fields that need no database, with at most maxLines
// lines (the account's setting). An article number may occur once per delivery: a second line of
// it is refused, not summed, as on an order. Whether the lines' products exist is checkProducts'.
func (f Fields) Validate(maxLines int) domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	if utf8.RuneCountInString(f.Reference) > MaxReference {
		errs.Add("reference", msgReferenceTooLong)
	} else {
		errs.Text("reference", f.Reference, MaxReference, true)
	}
	errs.Date("planned_date", f.PlannedDate, true)
	errs.OneOf("unit_load", f.UnitLoad, UnitLoads)
	switch f.UnitLoad {
	case UnitLoadContainer:
		errs.OneOf("container_length", f.ContainerLength, ContainerLengths)
	case UnitLoadPallet:
		if f.NumberOfPallets == nil {
			errs.Add("number_of_pallets", "validation.required")
		}
		errs.Whole("number_of_pallets", f.NumberOfPallets, 1, MaxPallets)
	}
	domain.CheckLines(errs, f.Lines, maxLines, lineMessages, Line.articleNumber, func(l Line, i int) { l.check(errs, i) })
	return errs
}

func (l Line) articleNumber() string { return l.ArticleNumber }

// check records what is wrong with line i's own values.
func (l Line) check(errs domain.ValidationErrors, i int) {
	field := func(name string) string { return domain.LineField(i, name) }
	if l.ArticleNumber == "" {
		errs.Add(field("article_number"), msgProductRequired)
	} else {
		errs.Text(field("article_number"), l.ArticleNumber, products.MaxArticleNumber, true)
	}
	errs.Whole(field("quantity"), &l.Quantity, 1, MaxQuantity)
	if l.Unit != "" {
		errs.OneOf(field("unit"), l.Unit, products.Units)
	}
}

// checkProducts records the lines whose article number is no product of the account; catalogue
// holds the account's products of the lines' article numbers.
func (f Fields) checkProducts(errs domain.ValidationErrors, maxLines int, catalogue map[string]product) {
	for i, l := range domain.CheckedLines(f.Lines, maxLines) {
		if !products.CanLookUp(l.ArticleNumber) {
			continue
		}
		if _, ok := catalogue[l.ArticleNumber]; !ok {
			errs.Add(domain.LineField(i, "article_number"), msgProductUnknown)
		}
	}
}
