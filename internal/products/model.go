// Package products owns the account's product catalogue: products (the warehouse's master data once
// sent, read-only for clients), concept products (drafts entered by hand, imported from a file or
// sent by API, validated and then sent), the product import and the product export.
package products

import (
	"time"

	"kade/internal/domain"
)

// Enumerations of the specification (point 3).
var (
	ProductTypes       = []string{"Physic", "Electronic", "Forward", "IgnoreProduct"}
	Units              = []string{"Piece", "Box", "Set", "Pallet", "DS", "ST", "SET", "CD"}
	ArticleGroups      = []string{"General", "Composed"}
	OutboundAlgorithms = []string{"Fifo", "Fefo", "Lot", "Lifo", "VwFifo", "VwFefo"}
	Statuses           = []string{"active", "inactive"}
)

// Sources say how a product was entered (domain's spelling, shared by every area); DET means Manual.
const (
	SourceManual = domain.SourceManual
	SourceImport = domain.SourceImport
	SourceAPI    = domain.SourceAPI
)

// Fields is every editable field of a product, in the API's units: weight in kg, lengths in cm,
// the customs price in euro cents. A nil pointer is a value not given.
type Fields struct {
	ArticleNumber string `json:"article_number"`
	Name          string `json:"name"`
	Description   string `json:"description"`
	ArticleGroup  string `json:"article_group"`
	ProductType   string `json:"product_type"`
	CostCenter    string `json:"cost_center"`
	RevenueCode   string `json:"revenue_code"`
	IsActive      bool   `json:"is_active"`

	Unit   string   `json:"unit"`
	EAN    string   `json:"ean"`
	Weight *float64 `json:"weight"`
	Length *float64 `json:"length"`
	Width  *float64 `json:"width"`
	Height *float64 `json:"height"`

	CustomsCode     string `json:"customs_code"`
	CountryOfOrigin string `json:"country_of_origin"`
	CustomsPrice    *int64 `json:"customs_price"`

	HasExpirationDate             bool   `json:"has_expiration_date"`
	CommercialExpirationDayOffset *int64 `json:"commercial_expiration_day_offset"`
	HasLotNumbering               bool   `json:"has_lot_numbering"`

	HU          bool     `json:"hu"`
	QuantitySKU *int64   `json:"quantity_sku"`
	HULength    *float64 `json:"hu_length"`
	HUWidth     *float64 `json:"hu_width"`
	HUHeight    *float64 `json:"hu_height"`
	HUEAN       string   `json:"hu_ean"`

	AllowBrokenUnit   bool   `json:"allow_broken_unit"`
	MinimumStock      int64  `json:"minimum_stock"`
	OutboundAlgorithm string `json:"outbound_algorithm"`

	HasSerialNumber   bool   `json:"has_serial_number"`
	SerialNumberMask  string `json:"serial_number_mask"`
	FixedSerialNumber bool   `json:"fixed_serial_number"`
}

// StockFigures are a product's stock as the ledger computes it.
type StockFigures struct {
	TotalStock     int64  `json:"total_stock" db:"total_stock"`
	AvailableStock int64  `json:"available_stock" db:"available_stock"`
	OnHoldStock    int64  `json:"on_hold_stock" db:"on_hold_stock"`
	InTransitStock int64  `json:"in_transit_stock" db:"in_transit_stock"`
	InboundStock   int64  `json:"inbound_stock" db:"inbound_stock"`
	StockAlert     string `json:"stock_alert" db:"stock_alert"`
}

// Product is a sent product with its stock figures.
type Product struct {
	Fields
	StockFigures
	ID             int64     `json:"id"`
	ClientID       int64     `json:"client_id"`
	ClientName     string    `json:"client_name"`
	OriginalSource string    `json:"original_source"`
	CreatedAt      time.Time `json:"created_at"`
	UpdatedAt      time.Time `json:"updated_at"`
}

// Row is a product as the overview lists it.
type Row struct {
	StockFigures
	ID            int64  `json:"id" db:"id"`
	ArticleNumber string `json:"article_number" db:"article_number"`
	Name          string `json:"name" db:"name"`
	EAN           string `json:"ean" db:"ean"`
	ProductType   string `json:"product_type" db:"product_type"`
	Unit          string `json:"unit" db:"unit"`
	IsActive      bool   `json:"is_active" db:"is_active"`
	MinimumStock  int64  `json:"minimum_stock" db:"minimum_stock"`
}
