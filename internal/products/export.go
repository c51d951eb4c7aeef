package products

import (
	"context"

	"kade/internal/db"
	"kade/internal/listing"
	"kade/internal/words"
)

// Exporter streams the product overview as a file.
type Exporter struct {
	db *db.DB
}

func NewExporter(d *db.DB) *Exporter { return &Exporter{db: d} }

// Export writes the rows of the product export with write: the header, then every product of the
// account that f matches, in the overview's order, with its fields as the import's columns in its
// units and then its stock figures, so the file can be imported again. Rows are read and written
// one at a time.
func (e *Exporter) Export(ctx context.Context, clientID int64, f ListFilter, write func(cells []any) error) error {
	// Every matching product is read, in the overview's order: walking its sort index is the way.
	where, args, order := productList.Where(e.db.Dialect, clientID, f.query(), listing.Counted{Total: listing.Unknown})
	rows, err := e.db.Read().Query(ctx, `SELECT `+exportColumns+` FROM products p WHERE `+where+` ORDER BY `+order, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	if err := write(importSheet.ExportNames()); err != nil {
		return err
	}
	var r productRecord
	targets := exportTargets(&r)
	cells := make([]any, 0, len(importSheet.Columns)+len(importSheet.Skipped))
	for rows.Next() {
		if err := rows.Scan(targets...); err != nil {
			return err
		}
		p := r.product("")
		if err := write(exportCells(cells[:0], &p)); err != nil {
			return err
		}
	}
	return rows.Err()
}

// exportColumns are what the export reads of a product, in the order of exportTargets. It needs
// neither ids nor timestamps, and scanning into fixed targets skips sqlx's reflection on every row:
// together a third of the database's share of a 100,000-product export.
const exportColumns = `article_number, name, description, article_group, product_type, cost_center, revenue_code,
	is_active, unit, ean, weight_g, length_mm, width_mm, height_mm, customs_code, country_of_origin,
	customs_price_cents, has_expiration_date, commercial_expiration_day_offset, has_lot_numbering, hu,
	quantity_sku, hu_length_mm, hu_width_mm, hu_height_mm, hu_ean, allow_broken_unit, minimum_stock,
	outbound_algorithm, has_serial_number, serial_number_mask, fixed_serial_number, total_stock,
	available_stock, on_hold_stock, in_transit_stock, inbound_stock, stock_alert`

// exportTargets are the scan targets of exportColumns in r; every scan overwrites all of them.
func exportTargets(r *productRecord) []any {
	return []any{&r.ArticleNumber, &r.Name, &r.Description, &r.ArticleGroup, &r.ProductType, &r.CostCenter,
		&r.RevenueCode, &r.IsActive, &r.Unit, &r.EAN, &r.WeightG, &r.LengthMM, &r.WidthMM, &r.HeightMM,
		&r.CustomsCode, &r.CountryOfOrigin, &r.CustomsPriceCents, &r.HasExpirationDate,
		&r.CommercialExpirationDayOffset, &r.HasLotNumbering, &r.HU, &r.QuantitySKU, &r.HULengthMM,
		&r.HUWidthMM, &r.HUHeightMM, &r.HUEAN, &r.AllowBrokenUnit, &r.MinimumStock, &r.OutboundAlgorithm,
		&r.HasSerialNumber, &r.SerialNumberMask, &r.FixedSerialNumber, &r.TotalStock, &r.AvailableStock,
		&r.OnHoldStock, &r.InTransitStock, &r.InboundStock, &r.StockAlert}
}

// exportWords are the columns the export shows in the screen's words.
var exportWords = map[string]words.Enumeration{"article_group": words.ArticleGroup, "product_type": words.ProductType,
	"unit": words.Unit, "outbound_algorithm": words.OutboundAlgorithm, "stock_alert": words.StockAlert}

// exportCells appends p's cells to cells: the import's columns, then the stock figures (the
// sheet's Skipped).
func exportCells(cells []any, p *Product) []any {
	s := p.StockFigures
	return append(importSheet.AppendCells(cells, &p.Fields),
		s.TotalStock, s.AvailableStock, s.OnHoldStock, s.InTransitStock, s.InboundStock, s.StockAlert)
}
