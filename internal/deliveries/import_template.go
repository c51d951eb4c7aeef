package deliveries

import "kade/internal/files"

// templateExample is the template's example: one delivery of two pallets with two lines.
var templateExample = func() []importRow {
	pallets := int64(2)
	delivery := Fields{Reference: "PO-2025-0142", PlannedDate: "2025-03-17", UnitLoad: UnitLoadPallet, NumberOfPallets: &pallets}
	return []importRow{
		{Delivery: delivery, Line: Line{ArticleNumber: "TSHIRT-ORG-M", Quantity: 240, Unit: "Piece"}},
		{Delivery: delivery, Line: Line{ArticleNumber: "MUG-CER-WHITE", Quantity: 96, Unit: "Piece"}},
	}
}()

// WriteTemplate writes the rows of the import template with write: the header and the example.
func WriteTemplate(write func(cells []any) error) error {
	return importSheet.WriteFile(write, len(templateExample), func(i int) importRow { return templateExample[i] })
}

// Template is the browser form POST /api/clients/{clientId}/concept-deliveries/import/template.
var Template = files.Template{Name: "delivery-import-template", Sheet: "Deliveries", Rows: WriteTemplate}
