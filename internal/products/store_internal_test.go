package products

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"

	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

func ptrTo[T any](v T) *T { return &v }

// physicProduct is a product that passes every rule.
func physicProduct(articleNumber string) Fields {
	f := NewFields()
	f.ArticleNumber, f.Name, f.ProductType, f.Unit = articleNumber, "Coffee beans", "Physic", "Piece"
	f.Weight, f.Length, f.Width, f.Height = ptrTo(1.25), ptrTo(20.0), ptrTo(10.5), ptrTo(8.0)
	return f
}

func create(t *testing.T, d *db.DB, clientID int64, f Fields) (int64, error) {
	t.Helper()
	var id int64
	err := d.Tx(context.Background(), func(q db.Q) error {
		var err error
		id, err = CreateProduct(context.Background(), q, clientID, SourceManual, f)
		return err
	})
	return id, err
}

func TestCreateProduct(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip := dbtest.Account(t, d, "Tulip")
		f := Fields{ArticleNumber: " TUL-COF-001 ", Name: "Coffee beans", Description: "Single origin",
			ArticleGroup: "Composed", ProductType: "Physic", CostCenter: "CC-1", RevenueCode: "RC-1", IsActive: true,
			Unit: "Box", EAN: "4006381333931", Weight: ptrTo(1.255), Length: ptrTo(20.5), Width: ptrTo(10.0), Height: ptrTo(0.1),
			CustomsCode: "090121", CountryOfOrigin: "co", CustomsPrice: ptrTo(int64(1250)),
			HasExpirationDate: true, CommercialExpirationDayOffset: ptrTo(int64(30)), HasLotNumbering: true,
			HU: true, QuantitySKU: ptrTo(int64(12)), HULength: ptrTo(60.5), HUWidth: ptrTo(40.0), HUHeight: ptrTo(30.0),
			HUEAN: "10012345678902", AllowBrokenUnit: true, MinimumStock: 5, OutboundAlgorithm: "Fefo",
			HasSerialNumber: true, SerialNumberMask: "SN-####", FixedSerialNumber: true}
		id, err := create(t, d, tulip, f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := productByID(ctx, d.Read(), tulip, id)
		if err != nil {
			t.Fatal(err)
		}
		if rec.WeightG == nil || *rec.WeightG != 1255 || *rec.LengthMM != 205 || *rec.HeightMM != 1 || *rec.HULengthMM != 605 {
			t.Errorf("stored in grams and millimetres: weight %v length %v height %v hu_length %v", *rec.WeightG, *rec.LengthMM, *rec.HeightMM, *rec.HULengthMM)
		}
		p := rec.product("Tulip")
		f.Normalize()
		if !reflect.DeepEqual(p.Fields, f) {
			t.Errorf("read back\n%+v\nwant\n%+v", p.Fields, f)
		}
		if p.ClientName != "Tulip" || p.OriginalSource != SourceManual || p.StockAlert != "insufficient" || p.CreatedAt.IsZero() {
			t.Errorf("product %+v", p)
		}

		if _, err := create(t, d, tulip, physicProduct("TUL-COF-001")); !reflect.DeepEqual(err,
			domain.ValidationErrors{"article_number": {"products.validation.article_number_taken"}}) {
			t.Errorf("same article number: %v", err)
		}
		polder := dbtest.Account(t, d, "Polder")
		if _, err := create(t, d, polder, physicProduct("TUL-COF-001")); err != nil {
			t.Errorf("the same article number in another account: %v", err)
		}
		bad := physicProduct("TUL-COF-002")
		bad.Weight, bad.EAN = nil, "123"
		_, err = create(t, d, tulip, bad)
		var invalid domain.ValidationErrors
		if !errors.As(err, &invalid) || !slices.Equal(invalid["weight"], []string{"validation.required"}) ||
			!slices.Equal(invalid["ean"], []string{"products.validation.ean_length"}) {
			t.Errorf("invalid product: %v", err)
		}
		var count int
		if err := d.Read().Get(ctx, &count, `SELECT count(*) FROM products`); err != nil || count != 2 {
			t.Errorf("%d products, %v; want 2", count, err)
		}
		if _, err := productByID(ctx, d.Read(), polder, id); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("another account's product: %v", err)
		}
	})
}

func TestArticleNumberUniqueness(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		if _, err := create(t, d, tulip, physicProduct("P-1")); err != nil {
			t.Fatal(err)
		}
		conceptID := insertConcept(t, d, tulip, 0, physicProduct("C-1"), nil)
		// A concept without an article number (an import row that lacks it) takes none.
		insertConcept(t, d, tulip, 0, NewFields(), domain.ValidationErrors{"article_number": {"validation.required"}})
		for _, tc := range []struct {
			client        int64
			articleNumber string
			except        int64
			taken         bool
		}{
			{tulip, "P-1", 0, true},
			{tulip, "P-1", conceptID, true},
			{tulip, "C-1", 0, true},
			{tulip, "C-1", conceptID, false},
			{tulip, "p-1", 0, false},
			{tulip, "X-1", 0, false},
			{polder, "P-1", 0, false},
			{polder, "C-1", 0, false},
		} {
			taken, err := articleNumberTaken(ctx, d.Read(), tc.client, tc.articleNumber, tc.except)
			if err != nil || taken != tc.taken {
				t.Errorf("articleNumberTaken(%d, %q, %d) = %v, %v; want %v", tc.client, tc.articleNumber, tc.except, taken, err, tc.taken)
			}
		}
		if _, err := create(t, d, tulip, physicProduct("C-1")); err == nil {
			t.Error("a product took a concept's article number")
		}
		taken, err := takenArticleNumbers(ctx, d.Read(), tulip)
		if err != nil || !reflect.DeepEqual(taken, map[string]bool{"P-1": true, "C-1": true}) {
			t.Errorf("takenArticleNumbers = %v, %v", taken, err)
		}
		if taken, err := takenArticleNumbers(ctx, d.Read(), polder); err != nil || len(taken) != 0 {
			t.Errorf("takenArticleNumbers of an empty account = %v, %v", taken, err)
		}
	})
}

func TestInsertConcept(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip := dbtest.Account(t, d, "Tulip")
		var userID int64
		now := db.Now()
		if err := d.Write().Get(ctx, &userID, `INSERT INTO users (email, name, level, created_at, updated_at)
			VALUES ('a@b.nl', 'A', 'Default', ?, ?) RETURNING id`, now, now); err != nil {
			t.Fatal(err)
		}
		f := physicProduct("C-1")
		f.MinimumStock = 7
		errs := domain.ValidationErrors{"unit": {"validation.one_of,Piece / Box"}}
		id := insertConcept(t, d, tulip, userID, f, errs)
		c, err := NewConcepts(d).Get(ctx, tulip, id)
		if err != nil || !reflect.DeepEqual(c.Fields, f) || !reflect.DeepEqual(c.Errors, errs) || !c.HasErrors ||
			c.OriginalSource != SourceImport || c.ClientID != tulip {
			t.Errorf("Get = %+v, %v", c, err)
		}
		var row struct {
			ArticleNumber string `db:"article_number"`
			Name          string `db:"name"`
			ProductType   string `db:"product_type"`
			MinimumStock  int64  `db:"minimum_stock"`
			CreatedBy     *int64 `db:"created_by"`
		}
		if err := d.Read().Get(ctx, &row, `SELECT article_number, name, product_type, minimum_stock, created_by
			FROM concept_products WHERE id = ?`, id); err != nil || row.ArticleNumber != "C-1" || row.Name != "Coffee beans" ||
			row.ProductType != "Physic" || row.MinimumStock != 7 || row.CreatedBy == nil || *row.CreatedBy != userID {
			t.Errorf("list columns %+v, %v", row, err)
		}
		if _, err := NewConcepts(d).Get(ctx, dbtest.Account(t, d, "Polder"), id); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("another account's concept: %v", err)
		}
	})
}

// insertConcept stores a concept product as the import does, and returns its id.
func insertConcept(t *testing.T, d *db.DB, clientID, userID int64, f Fields, errs domain.ValidationErrors) int64 {
	t.Helper()
	ctx := context.Background()
	fieldsJSON, errsJSON, err := concepts.Encode(f, errs)
	if err != nil {
		t.Fatal(err)
	}
	var id int64
	err = d.Tx(ctx, func(q db.Q) error {
		batch := NewConcepts(d).NewBatch(q, clientID, userID, SourceImport)
		if err := batch.Add(ctx, &f, fieldsJSON, errsJSON); err != nil {
			return err
		}
		if err := batch.Flush(ctx); err != nil {
			return err
		}
		return q.Get(ctx, &id, `SELECT max(id) FROM concept_products`)
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}
