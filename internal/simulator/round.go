package simulator

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"
)

// Simulator plays the warehouse system. A round takes the orders that are ready and ships those it
// has the stock for, receives the deliveries that wait, books a return of an order it shipped and
// now and then corrects a lot after a count.
type Simulator struct {
	client client
	// Accounts are the accounts worked for; none: every account the key reaches.
	Accounts []int64
	// PerRound bounds the orders and deliveries a round handles.
	PerRound int
	rng      *rand.Rand
	// shipped are the orders this simulator shipped, newest last, of which returns come back.
	shipped []shippedOrder
	rounds  int
}

// Report is what a round did.
type Report struct {
	Shipped, Received, Returned, Corrected int
}

func (r Report) String() string {
	return fmt.Sprintf("orders shipped %d, deliveries received %d, returns booked %d, corrections %d", r.Shipped, r.Received,
		r.Returned, r.Corrected)
}

// New is a simulator of the Kade at baseURL (http://127.0.0.1:8080) with warehouse key key.
func New(baseURL, key string, seed uint64) *Simulator {
	return &Simulator{client: client{baseURL: baseURL, key: key, http: &http.Client{Timeout: time.Minute}},
		PerRound: 20, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Round does a round of the warehouse's work; the first round also books a return and a correction
// when it can, so that one round (`kade simulate --once`) shows every kind of work.
func (s *Simulator) Round(ctx context.Context) (Report, error) {
	s.rounds++
	var r Report
	var err error
	if r.Shipped, err = s.shipOrders(ctx); err != nil {
		return r, fmt.Errorf("shipping orders: %w", err)
	}
	if r.Received, err = s.receiveDeliveries(ctx); err != nil {
		return r, fmt.Errorf("receiving deliveries: %w", err)
	}
	if s.rounds == 1 || s.rng.IntN(5) == 0 {
		if r.Corrected, err = s.correct(ctx); err != nil {
			return r, fmt.Errorf("correcting stock: %w", err)
		}
	}
	if s.rounds == 1 || s.rng.IntN(3) == 0 {
		if r.Returned, err = s.bookReturn(ctx); err != nil {
			return r, fmt.Errorf("booking a return: %w", err)
		}
	}
	return r, nil
}

// works reports whether the simulator works for the account.
func (s *Simulator) works(clientID int64) bool {
	return len(s.Accounts) == 0 || slices.Contains(s.Accounts, clientID)
}

// waiting are the first rows of a list of what waits for the warehouse, of the accounts worked for.
func (s *Simulator) waiting(ctx context.Context, path string) ([]waitingRow, error) {
	var rows []waitingRow
	if err := s.client.get(ctx, path, url.Values{"limit": {"200"}}, &rows); err != nil {
		return nil, err
	}
	rows = slices.DeleteFunc(rows, func(r waitingRow) bool { return !s.works(r.ClientID) })
	return rows[:min(len(rows), s.PerRound)], nil
}

type waitingRow struct {
	ID       int64  `json:"id"`
	ClientID int64  `json:"client_id"`
	Status   string `json:"status"`
}

// product is an account's product as the warehouse's API lists it, with its lots in stock.
type product struct {
	ArticleNumber     string `json:"article_number"`
	OutboundAlgorithm string `json:"outbound_algorithm"`
	HasLotNumbering   bool   `json:"has_lot_numbering"`
	HasExpirationDate bool   `json:"has_expiration_date"`
	HasSerialNumber   bool   `json:"has_serial_number"`
	QuantitySKU       *int64 `json:"quantity_sku"`
	Lots              []Lot  `json:"lots"`
}

// sellable are the product's lots of sellable stock.
func (p product) sellable() []Lot {
	return slices.DeleteFunc(slices.Clone(p.Lots), func(l Lot) bool { return l.Status != "sellable" })
}

// products reads the account's products of the article numbers, by article number.
func (s *Simulator) products(ctx context.Context, clientID int64, articles []string) (map[string]product, error) {
	var found []product
	query := url.Values{"client_id": {strconv.FormatInt(clientID, 10)}, "article_number": articles}
	if err := s.client.get(ctx, "/api/warehouse/products", query, &found); err != nil {
		return nil, err
	}
	byArticle := map[string]product{}
	for _, p := range found {
		byArticle[p.ArticleNumber] = p
	}
	return byArticle, nil
}

// today is the warehouse's date, as its messages give it.
func today() string { return time.Now().Format(time.DateOnly) }
