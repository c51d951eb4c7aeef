package products

import (
	"context"

	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// Concept is a concept product: its fields as entered or imported and the errors they have now.
type Concept = concepts.Concept[Fields]

// ConceptRow is a row of the concept product list (spec point 3); Stock is the minimum stock.
type ConceptRow struct {
	concepts.Row
	ArticleNumber   string `json:"article_number" db:"article_number"`
	Name            string `json:"name" db:"name"`
	ProductTypeCode string `json:"product_type_code" db:"product_type"`
	Stock           int64  `json:"stock" db:"minimum_stock"`
}

// Concepts are the concept products.
type Concepts = concepts.Concepts[Fields, ConceptRow]

// NewConcepts is the concept mechanism for concept products: sending one creates the product.
func NewConcepts(d *db.DB) *Concepts {
	return concepts.New(d, concepts.Entity[Fields, ConceptRow]{
		Table:      "concept_products",
		TextBounds: textBounds,
		Row:        conceptRow,
		Check:      checkConcept,
		Send: func(ctx context.Context, q db.Q, clientID int64, c Concept) error {
			_, err := CreateProduct(ctx, q, clientID, c.OriginalSource, c.Fields)
			return err
		},
		Search:          conceptSearch,
		RequiredMessage: "products.required_fields",
	})
}

// conceptRow is the list row of a concept product's fields.
func conceptRow(f *Fields) ConceptRow {
	return ConceptRow{ArticleNumber: f.ArticleNumber, Name: f.Name, ProductTypeCode: f.ProductType, Stock: f.MinimumStock}
}

// checkConcept finds every error of a concept product's fields: the rules and the article number's
// uniqueness among the account's products and its other concepts.
func checkConcept(ctx context.Context, q db.Q, clientID, conceptID int64, f Fields) (domain.ValidationErrors, error) {
	errs := Validate(f)
	return errs, checkArticleNumber(ctx, q, clientID, conceptID, f.ArticleNumber, errs)
}

// conceptSearch is the concept products that the list's search matches: the start of the article
// number or any part of the name, in any case.
var conceptSearch = listing.Search{Table: "concept_products", Alias: "c", Prefix: []string{"article_number"},
	Contains: []string{"name"}}
