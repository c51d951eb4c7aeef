package warehouse

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/products"
	"kade/internal/stock"
)

// Product is an account's product as the warehouse picks it: how it is handled and its lots in
// stock, first received first.
type Product struct {
	ArticleNumber     string              `json:"article_number"`
	Name              string              `json:"name"`
	Unit              string              `json:"unit"`
	OutboundAlgorithm string              `json:"outbound_algorithm"`
	HasLotNumbering   bool                `json:"has_lot_numbering"`
	HasExpirationDate bool                `json:"has_expiration_date"`
	HasSerialNumber   bool                `json:"has_serial_number"`
	QuantitySKU       *int64              `json:"quantity_sku"`
	Lots              []stock.ReceivedLot `json:"lots"`
}

// maxProducts bounds the article numbers one request asks for.
const maxProducts = 200

// Products answers GET /api/warehouse/products?client_id=..&article_number=..: the account's products
// of the article numbers (up to 200; one the account does not have is left out) with their lots.
func (a API) Products(w http.ResponseWriter, r *http.Request) {
	query := r.URL.Query()
	errs := domain.ValidationErrors{}
	clientID, err := strconv.ParseInt(query.Get("client_id"), 10, 64)
	if err != nil {
		errs.Add("client_id", "validation.required")
	}
	articles := query["article_number"]
	switch {
	case len(articles) == 0:
		errs.Add("article_number", "validation.required")
	case len(articles) > maxProducts:
		errs.Add("article_number", "validation.max", maxProducts)
	}
	if err := errs.Err(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if _, err := reached(r.Context(), accountExists(a.DB), clientID); err != nil {
		httpx.Error(w, r, err)
		return
	}
	found, err := a.products(r.Context(), clientID, articles)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, found)
}

// products reads the account's products of the article numbers with their lots, by article number.
func (a API) products(ctx context.Context, clientID int64, articles []string) ([]Product, error) {
	q := a.DB.Read()
	summaries, err := products.ByArticleNumbers(ctx, q, clientID, articles)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, 0, len(summaries))
	for _, s := range summaries {
		ids = append(ids, s.ID)
	}
	lots, err := stock.ReceivedLots(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	found := make([]Product, 0, len(summaries))
	for _, s := range summaries {
		found = append(found, Product{ArticleNumber: s.ArticleNumber, Name: s.Name, Unit: s.Unit, OutboundAlgorithm: s.OutboundAlgorithm,
			HasLotNumbering: s.HasLotNumbering, HasExpirationDate: s.HasExpirationDate, HasSerialNumber: s.HasSerialNumber,
			QuantitySKU: s.QuantitySKU, Lots: append([]stock.ReceivedLot{}, lots[s.ID]...)})
	}
	slices.SortFunc(found, func(a, b Product) int { return strings.Compare(a.ArticleNumber, b.ArticleNumber) })
	return found, nil
}
