package demo

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"kade/internal/db"
	"kade/internal/products"
	"kade/internal/stock"
)

// packs multiply a product line: food and general goods are also sold in cartons of 6 and 12.
var packs = map[lineKind][]int64{food: {1, 6, 12}, general: {1, 4}, electronics: {1}}

// seedProducts creates the catalogue of an account as products with stock on hand: food in a few
// lots with best-before dates, the rest in one batch, and now and then some damaged or blocked stock.
func seedProducts(ctx context.Context, q db.Q, clientID int64, catalogue []productLine, rng *rand.Rand) error {
	number := 0
	for _, line := range catalogue {
		for v, variant := range line.variants {
			for _, pack := range packs[line.kind] {
				number++
				f := productFields(line, variant, v, pack, number)
				id, err := products.CreateProduct(ctx, q, clientID, products.SourceManual, f)
				if err != nil {
					return fmt.Errorf("demo product %s: %w", f.ArticleNumber, err)
				}
				if err := stock.Post(ctx, q, append(stockOnHand(clientID, id, line.kind, rng), shortDated(clientID, id, line.kind, v, pack)...)...); err != nil {
					return fmt.Errorf("demo stock of %s: %w", f.ArticleNumber, err)
				}
			}
		}
	}
	return nil
}

func productFields(line productLine, variant string, v int, pack int64, number int) products.Fields {
	f := products.NewFields()
	f.ArticleNumber = fmt.Sprintf("%s-%02d", line.prefix, v+1)
	f.Name = line.name + ", " + variant
	if pack > 1 {
		f.ArticleNumber += fmt.Sprintf("-%d", pack)
		f.Name += fmt.Sprintf(" (carton of %d)", pack)
	}
	f.ProductType, f.Unit = "Physic", line.unit
	f.EAN = products.EANWithCheckDigit(fmt.Sprintf("871%09d", 400000+number))
	weight := math.Round(line.weightKG*float64(pack)*1000) / 1000
	length, width, height := line.sizeCM[0], line.sizeCM[1], line.sizeCM[2]*float64(pack)
	f.Weight, f.Length, f.Width, f.Height = &weight, &length, &width, &height
	price := line.priceEUR * 100 * pack
	f.CustomsCode, f.CountryOfOrigin, f.CustomsPrice = line.hsCode, line.origin, &price
	f.MinimumStock = 10 / pack * 5
	switch line.kind {
	case food:
		offset := int64(30)
		f.HasExpirationDate, f.CommercialExpirationDayOffset, f.HasLotNumbering = true, &offset, true
		f.OutboundAlgorithm = "Fefo"
	case electronics:
		f.ProductType = "Electronic"
		f.HasSerialNumber, f.SerialNumberMask = true, line.prefix[4:]+"-######"
	}
	if pack > 1 {
		f.Unit = "Box"
	}
	if line.kind == food && pack == 1 {
		f.HU, f.QuantitySKU = true, new(int64(12)) // the carton of 12 is the outer box the single units come in
	}
	return f
}

// shortDated is a small lot of a single-unit food product (not the first variant) whose best-before
// date has passed or is only ten days away, for the batch report (stock/batch): the second
// variant's expired twelve days ago, the third's expires in ten. The job expire-lots moves the first
// to expired.
func shortDated(clientID, productID int64, kind lineKind, variant int, pack int64) []stock.Movement {
	if kind != food || pack != 1 || variant < 1 || variant > 2 {
		return nil
	}
	now := time.Now().UTC().Truncate(time.Second)
	days := map[int]int{1: -12, 2: 10}[variant]
	return []stock.Movement{{ClientID: clientID, ProductID: productID, BatchStatus: "sellable", Quantity: 30,
		Type: "receipt", Reference: "RCPT-SHORT", OccurredAt: now.AddDate(0, 0, -75),
		LotNumber: fmt.Sprintf("S%s%02d", now.Format("0601"), variant), BestBefore: now.AddDate(0, 0, days).Format(time.DateOnly)}}
}

// stockOnHand is what the warehouse received of a product, as receipts, plus a damaged or blocked
// batch now and then; a few products have none at all.
func stockOnHand(clientID, productID int64, kind lineKind, rng *rand.Rand) []stock.Movement {
	if rng.IntN(8) == 0 {
		return nil
	}
	// Received two to four months ago, its lots a week apart: before the oldest demo order shipped,
	// so no month of the ledger ships what had not come in yet.
	received := time.Now().UTC().AddDate(0, 0, -rng.IntN(60)-70).Truncate(time.Second)
	lots := 1
	if kind == food {
		lots = 1 + rng.IntN(3)
	}
	var movements []stock.Movement
	for l := range lots {
		m := stock.Movement{ClientID: clientID, ProductID: productID, BatchStatus: "sellable",
			Quantity: int64(5 + rng.IntN(240)), Type: "receipt", Reference: fmt.Sprintf("RCPT-%05d", rng.IntN(100000)),
			OccurredAt: received.AddDate(0, 0, l*7)}
		if kind == food {
			m.LotNumber = fmt.Sprintf("L%s%02d", received.Format("0601"), l+1)
			m.BestBefore = received.AddDate(0, 6+l*2, 0).Format(time.DateOnly)
		}
		movements = append(movements, m)
		if rng.IntN(6) == 0 {
			damaged := m
			damaged.BatchStatus, damaged.Quantity = []string{"damaged", "blocked"}[rng.IntN(2)], int64(1+rng.IntN(5))
			movements = append(movements, damaged)
		}
	}
	return movements
}

// conceptsWithErrors is a small import as a webshop might upload it: two rows are fine, three need
// adjusting (a wrong EAN check digit, a missing name, a country that is no ISO code).
const conceptsWithErrors = `article_number;name;product_type;unit;ean;weight;length;width;height;country_of_origin
TUL-NEW-01;Matcha tea tin 80 g;Physic;Piece;8712345678906;0,12;8;8;10;JP
TUL-NEW-02;Cold brew bottle;Physic;Piece;;0,9;9;9;28;DE
TUL-NEW-03;Espresso cups, set of 4;Physic;Set;8712345678901;0,6;20;10;8;PT
TUL-NEW-04;;Physic;Piece;;0,3;10;10;10;NL
TUL-NEW-05;Travel mug;Physic;Piece;;0,35;9;9;18;Holland
`

// importConcepts imports conceptsWithErrors as the account's user would, through the product import.
func importConcepts(ctx context.Context, d *db.DB, clientID, userID int64) error {
	dir, err := os.MkdirTemp("", "kade-demo-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "new-products.csv")
	if err := os.WriteFile(path, []byte(conceptsWithErrors), 0o600); err != nil {
		return err
	}
	_, err = products.NewImporter(d).Import(ctx, clientID, userID, path, "new-products.csv")
	return err
}
