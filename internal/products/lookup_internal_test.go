package products

import (
	"context"
	"fmt"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// ByArticleNumbers finds the account's products among more article numbers than one statement
// takes, each once, and none of another account's.
func TestByArticleNumbers(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		first, err := create(t, d, tulip, physicProduct("A-0001"))
		if err != nil {
			t.Fatal(err)
		}
		last, err := create(t, d, tulip, physicProduct("A-1500"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := create(t, d, polder, physicProduct("A-0002")); err != nil {
			t.Fatal(err)
		}
		numbers := []string{"A-1500"}
		for i := range lookupChunk + 600 {
			numbers = append(numbers, fmt.Sprintf("A-%04d", i))
		}
		found, err := ByArticleNumbers(context.Background(), d.Read(), tulip, numbers)
		if err != nil || len(found) != 2 || found["A-0001"].ID != first || found["A-1500"].ID != last ||
			found["A-1500"].Unit != "Piece" || found["A-0001"].Name != "Coffee beans" {
			t.Errorf("found %v, %+v", err, found)
		}
	})
}
