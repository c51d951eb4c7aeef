package stock_test

import (
	"errors"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/stock"
)

// Two postings on one product overlap on purpose: the second starts while the first, which takes
// all of lot A, is still open.
// It must wait for the first to commit and then see its balances; PostgreSQL's READ COMMITTED
// would otherwise let it compute figures and check balances without them. (On SQLite the second
// transaction cannot even begin, as there is only one writer.)
func TestOverlappingPostingsWaitForEachOther(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	f := newFixture(t, d)
	cases := []struct {
		name   string
		second func(f *fixture, p int64) stock.Movement
		check  func(t *testing.T, f *fixture, p int64, err error)
	}{
		{"figures include the first posting", func(f *fixture, p int64) stock.Movement { return f.movement(p, "B", 5) },
			func(t *testing.T, f *fixture, p int64, err error) {
				if err != nil {
					t.Fatal(err)
				}
				if got := f.figures(p); got.Total != 5 || got.Available != 5 {
					t.Errorf("figures = %+v, want a total of 5", got)
				}
			}},
		{"the balance the first posting took is gone", func(f *fixture, p int64) stock.Movement { return f.movement(p, "A", -3) },
			func(t *testing.T, f *fixture, p int64, err error) {
				if !errors.Is(err, stock.ErrNegativeBalance) {
					t.Errorf("err = %v, want ErrNegativeBalance", err)
				}
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := f.product(f.clientID, 0)
			f.mustPost(f.movement(p, "A", 3))

			firstPosted, release, firstDone := make(chan struct{}), make(chan struct{}), make(chan error, 1)
			go func() {
				firstDone <- d.Tx(f.ctx, func(q db.Q) error {
					err := stock.Post(f.ctx, q, f.movement(p, "A", -3))
					close(firstPosted)
					<-release
					return err
				})
			}()
			<-firstPosted
			secondDone := make(chan error, 1)
			go func() { secondDone <- f.post(c.second(f, p)) }()
			dbtest.WaitForLockWaits(t, d, 1)
			close(release)
			if err := <-firstDone; err != nil {
				t.Fatal(err)
			}
			c.check(t, f, p, <-secondDone)
		})
	}
}
