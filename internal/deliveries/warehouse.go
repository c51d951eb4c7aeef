package deliveries

import (
	"context"
	"errors"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// WaitingDelivery is a delivery the warehouse still has to receive (Announced, or Arrived and
// being counted) as its list shows it: enough to expect it, whose record has its lines.
type WaitingDelivery struct {
	ID          int64     `json:"id" db:"id"`
	ClientID    int64     `json:"client_id" db:"client_id"`
	Reference   string    `json:"reference" db:"reference"`
	Status      string    `json:"status" db:"status"`
	PlannedDate string    `json:"planned_date" db:"planned_date"`
	UnitLoad    string    `json:"unit_load" db:"unit_load"`
	CreatedAt   time.Time `json:"created_at" db:"created_at"`
}

// waitingDeliveries are the deliveries the warehouse still has to receive, by the partial index
// deliveries_waiting.
var waitingDeliveries = listing.Oldest{Name: "warehouse_deliveries", Table: "deliveries", Alias: "d",
	Columns: "d.id, d.client_id, d.reference, d.status, d.planned_date, d.unit_load, d.created_at",
	Where:   "d.status IN ('" + StatusAnnounced + "', '" + StatusArrived + "')"}

// Waiting is a page of the deliveries the warehouse still has to receive across the accounts that
// accounts (a condition on d.client_id with its arguments, "" for every account) selects, oldest
// first; its cursor is signed for the calling key (keyID).
func (s *Deliveries) Waiting(ctx context.Context, keyID int64, accounts string, accountArgs []any, p listing.Page) ([]WaitingDelivery, *string, int64, error) {
	rows, next, total, err := listing.Read(ctx, s.db, waitingDeliveries, keyID, accounts, accountArgs, p, func(r WaitingDelivery) int64 { return r.ID })
	for i := range rows {
		rows[i].CreatedAt = rows[i].CreatedAt.UTC()
	}
	return rows, next, total, err
}

// AccountOf is the account of delivery id; none is domain.ErrNotFound. A delivery never changes
// account, so what is read here holds for the transaction that follows.
func (s *Deliveries) AccountOf(ctx context.Context, id int64) (int64, error) {
	var clientID int64
	err := s.db.Read().Get(ctx, &clientID, `SELECT client_id FROM deliveries WHERE id = ?`, id)
	if db.NotFound(err) {
		return 0, domain.ErrNotFound
	}
	return clientID, err
}

// asItIs is err, and when it is the refusal of a change the delivery's status does not allow, that
// refusal with the delivery as it is: the warehouse's answer shows it what the delivery became.
func asItIs(ctx context.Context, q db.Q, clientID, id int64, err error) error {
	if !errors.Is(err, errNotAllowed) {
		return err
	}
	d, readErr := read(ctx, q, clientID, id, time.Now())
	if readErr != nil {
		return readErr
	}
	return &domain.Refusal{Message: errNotAllowed.Message, Data: d}
}
