package products

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/stock"
)

// The database keeps weight in grams and lengths in millimetres; the API speaks kg and cm.
const (
	gramsPerKG = 1000
	mmPerCM    = 10
)

// CreateProduct adds a product to the account: f is normalised and must pass every rule, including
// a free article number (else an domain.ValidationErrors error). It runs, and appends its event, inside
// the caller's transaction; sending a concept, the demo data and the benchmarks all create products with it.
func CreateProduct(ctx context.Context, q db.Q, clientID int64, source string, f Fields) (int64, error) {
	f.Normalize()
	errs := Validate(f)
	if err := checkArticleNumber(ctx, q, clientID, 0, f.ArticleNumber, errs); err != nil {
		return 0, err
	}
	if len(errs) > 0 {
		return 0, domain.ValidationErrors(errs)
	}
	values := newProductRecord(clientID, source, f).insertValues()
	var id int64
	err := q.Get(ctx, &id, `INSERT INTO products (`+productInsertColumns+`) VALUES (?`+strings.Repeat(", ?", len(values)-1)+`)
		ON CONFLICT (client_id, article_number) DO NOTHING RETURNING id`, values...)
	if db.NotFound(err) { // taken by a transaction that committed after our check
		return 0, domain.ValidationErrors{"article_number": {"products.validation.article_number_taken"}}
	}
	if err != nil {
		return 0, fmt.Errorf("insert product %q: %w", f.ArticleNumber, err)
	}
	if err := stock.RefreshFigures(ctx, q, id); err != nil {
		return 0, err
	}
	return id, events.Append(ctx, q, events.Event{ClientID: &clientID, Action: "product.created", RecordKind: "product",
		RecordID: id, RecordLabel: f.ArticleNumber, Changes: map[string]events.Change{"name": {To: f.Name}}})
}

// checkArticleNumber adds article_number_taken to errs when a product or another concept of the
// account has the article number.
func checkArticleNumber(ctx context.Context, q db.Q, clientID, exceptConceptID int64, articleNumber string, errs domain.ValidationErrors) error {
	if articleNumber == "" {
		return nil
	}
	taken, err := articleNumberTaken(ctx, q, clientID, articleNumber, exceptConceptID)
	if taken {
		errs.Add("article_number", "products.validation.article_number_taken")
	}
	return err
}

// productRecord is a products row as stored.
type productRecord struct {
	ID                            int64  `db:"id"`
	ClientID                      int64  `db:"client_id"`
	ArticleNumber                 string `db:"article_number"`
	Name                          string `db:"name"`
	Description                   string `db:"description"`
	ArticleGroup                  string `db:"article_group"`
	ProductType                   string `db:"product_type"`
	CostCenter                    string `db:"cost_center"`
	RevenueCode                   string `db:"revenue_code"`
	IsActive                      bool   `db:"is_active"`
	Unit                          string `db:"unit"`
	EAN                           string `db:"ean"`
	WeightG                       *int64 `db:"weight_g"`
	LengthMM                      *int64 `db:"length_mm"`
	WidthMM                       *int64 `db:"width_mm"`
	HeightMM                      *int64 `db:"height_mm"`
	CustomsCode                   string `db:"customs_code"`
	CountryOfOrigin               string `db:"country_of_origin"`
	CustomsPriceCents             *int64 `db:"customs_price_cents"`
	HasExpirationDate             bool   `db:"has_expiration_date"`
	CommercialExpirationDayOffset *int64 `db:"commercial_expiration_day_offset"`
	HasLotNumbering               bool   `db:"has_lot_numbering"`
	HU                            bool   `db:"hu"`
	QuantitySKU                   *int64 `db:"quantity_sku"`
	HULengthMM                    *int64 `db:"hu_length_mm"`
	HUWidthMM                     *int64 `db:"hu_width_mm"`
	HUHeightMM                    *int64 `db:"hu_height_mm"`
	HUEAN                         string `db:"hu_ean"`
	AllowBrokenUnit               bool   `db:"allow_broken_unit"`
	MinimumStock                  int64  `db:"minimum_stock"`
	OutboundAlgorithm             string `db:"outbound_algorithm"`
	HasSerialNumber               bool   `db:"has_serial_number"`
	SerialNumberMask              string `db:"serial_number_mask"`
	FixedSerialNumber             bool   `db:"fixed_serial_number"`
	OriginalSource                string `db:"original_source"`
	StockFigures
	CreatedAt time.Time `db:"created_at"`
	UpdatedAt time.Time `db:"updated_at"`
}

func newProductRecord(clientID int64, source string, f Fields) productRecord {
	now := db.Now()
	return productRecord{ClientID: clientID, ArticleNumber: f.ArticleNumber, Name: f.Name,
		Description: f.Description, ArticleGroup: f.ArticleGroup, ProductType: f.ProductType,
		CostCenter: f.CostCenter, RevenueCode: f.RevenueCode, IsActive: f.IsActive, Unit: f.Unit, EAN: f.EAN,
		WeightG: toUnits(f.Weight, gramsPerKG), LengthMM: toUnits(f.Length, mmPerCM),
		WidthMM: toUnits(f.Width, mmPerCM), HeightMM: toUnits(f.Height, mmPerCM),
		CustomsCode: f.CustomsCode, CountryOfOrigin: f.CountryOfOrigin, CustomsPriceCents: f.CustomsPrice,
		HasExpirationDate: f.HasExpirationDate, CommercialExpirationDayOffset: f.CommercialExpirationDayOffset,
		HasLotNumbering: f.HasLotNumbering, HU: f.HU, QuantitySKU: f.QuantitySKU,
		HULengthMM: toUnits(f.HULength, mmPerCM), HUWidthMM: toUnits(f.HUWidth, mmPerCM),
		HUHeightMM: toUnits(f.HUHeight, mmPerCM), HUEAN: f.HUEAN, AllowBrokenUnit: f.AllowBrokenUnit,
		MinimumStock: f.MinimumStock, OutboundAlgorithm: f.OutboundAlgorithm, HasSerialNumber: f.HasSerialNumber,
		SerialNumberMask: f.SerialNumberMask, FixedSerialNumber: f.FixedSerialNumber, OriginalSource: source,
		StockFigures: StockFigures{StockAlert: "none"}, CreatedAt: now, UpdatedAt: now}
}

// productInsertColumns are the columns a new product is inserted with; the stock figures keep their
// defaults for the stock ledger to compute.
const productInsertColumns = `client_id, article_number, name, description, article_group, product_type,
	cost_center, revenue_code, is_active, unit, ean, weight_g, length_mm, width_mm, height_mm, customs_code,
	country_of_origin, customs_price_cents, has_expiration_date, commercial_expiration_day_offset,
	has_lot_numbering, hu, quantity_sku, hu_length_mm, hu_width_mm, hu_height_mm, hu_ean,
	allow_broken_unit, minimum_stock, outbound_algorithm, has_serial_number, serial_number_mask,
	fixed_serial_number, original_source, created_at, updated_at`

const productColumns = `id, ` + productInsertColumns + `, total_stock, available_stock, on_hold_stock,
	in_transit_stock, inbound_stock, stock_alert`

// insertValues are the values of productInsertColumns.
func (r productRecord) insertValues() []any {
	return []any{r.ClientID, r.ArticleNumber, r.Name, r.Description, r.ArticleGroup, r.ProductType, r.CostCenter,
		r.RevenueCode, r.IsActive, r.Unit, r.EAN, r.WeightG, r.LengthMM, r.WidthMM, r.HeightMM, r.CustomsCode,
		r.CountryOfOrigin, r.CustomsPriceCents, r.HasExpirationDate, r.CommercialExpirationDayOffset,
		r.HasLotNumbering, r.HU, r.QuantitySKU, r.HULengthMM, r.HUWidthMM, r.HUHeightMM, r.HUEAN,
		r.AllowBrokenUnit, r.MinimumStock, r.OutboundAlgorithm, r.HasSerialNumber, r.SerialNumberMask,
		r.FixedSerialNumber, r.OriginalSource, r.CreatedAt, r.UpdatedAt}
}

// product is the record as the API shows it.
func (r productRecord) product(clientName string) Product {
	return Product{ID: r.ID, ClientID: r.ClientID, ClientName: clientName, OriginalSource: r.OriginalSource,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), StockFigures: r.StockFigures,
		Fields: Fields{ArticleNumber: r.ArticleNumber, Name: r.Name, Description: r.Description,
			ArticleGroup: r.ArticleGroup, ProductType: r.ProductType, CostCenter: r.CostCenter,
			RevenueCode: r.RevenueCode, IsActive: r.IsActive, Unit: r.Unit, EAN: r.EAN,
			Weight: fromUnits(r.WeightG, gramsPerKG), Length: fromUnits(r.LengthMM, mmPerCM),
			Width: fromUnits(r.WidthMM, mmPerCM), Height: fromUnits(r.HeightMM, mmPerCM),
			CustomsCode: r.CustomsCode, CountryOfOrigin: r.CountryOfOrigin, CustomsPrice: r.CustomsPriceCents,
			HasExpirationDate: r.HasExpirationDate, CommercialExpirationDayOffset: r.CommercialExpirationDayOffset,
			HasLotNumbering: r.HasLotNumbering, HU: r.HU, QuantitySKU: r.QuantitySKU,
			HULength: fromUnits(r.HULengthMM, mmPerCM), HUWidth: fromUnits(r.HUWidthMM, mmPerCM),
			HUHeight: fromUnits(r.HUHeightMM, mmPerCM), HUEAN: r.HUEAN, AllowBrokenUnit: r.AllowBrokenUnit,
			MinimumStock: r.MinimumStock, OutboundAlgorithm: r.OutboundAlgorithm,
			HasSerialNumber: r.HasSerialNumber, SerialNumberMask: r.SerialNumberMask,
			FixedSerialNumber: r.FixedSerialNumber}}
}

// productByID reads one product of the account, or domain.ErrNotFound.
func productByID(ctx context.Context, q db.Q, clientID, id int64) (productRecord, error) {
	var r productRecord
	err := q.Get(ctx, &r, `SELECT `+productColumns+` FROM products WHERE client_id = ? AND id = ?`, clientID, id)
	if db.NotFound(err) {
		return productRecord{}, domain.ErrNotFound
	}
	return r, err
}

// toUnits converts a measure to the whole smaller unit it is stored in (kg to g, cm to mm).
func toUnits(v *float64, per float64) *int64 {
	if v == nil {
		return nil
	}
	n := int64(math.Round(*v * per))
	return &n
}

func fromUnits(n *int64, per float64) *float64 {
	if n == nil {
		return nil
	}
	v := float64(*n) / per
	return &v
}
