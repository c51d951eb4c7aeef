package deliveries

import (
	"context"
	"errors"
	"slices"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/stock"
)

// Deliveries is the delivery service: send, read one, edit an announced one, cancel it, the overview,
// and what the warehouse reports (its arrival, its receipt).
type Deliveries struct {
	db *db.DB
}

func NewDeliveries(d *db.DB) *Deliveries { return &Deliveries{db: d} }

// Send announces a delivery entered in a form (or sent by a webshop) in its own transaction; see
// SendIn. Fields that break a rule answer 'Please fill out all required fields' when a required
// value is missing, the general 422 otherwise.
func (s *Deliveries) Send(ctx context.Context, clientID int64, userID *int64, source string, f Fields) (Delivery, error) {
	return db.TxValue(ctx, s.db, func(q db.Q) (Delivery, error) {
		return s.SendFormIn(ctx, q, clientID, userID, source, f)
	})
}

// SendFormIn is Send in q's transaction.
func (s *Deliveries) SendFormIn(ctx context.Context, q db.Q, clientID int64, userID *int64, source string, f Fields) (Delivery, error) {
	id, err := SendIn(ctx, q, clientID, userID, source, f)
	var errs domain.ValidationErrors
	if errors.As(err, &errs) {
		return Delivery{}, errs.FormError(RequiredMessage)
	}
	if err != nil {
		return Delivery{}, err
	}
	return read(ctx, q, clientID, id, time.Now())
}

// SendIn stores f as an Announced delivery in q's transaction, entered by the user (nil for an API
// key) from source: f is normalised and must pass every rule (else the rules' domain.ValidationErrors
// and nothing is stored). Its lines copy their product's name and count as its inbound stock.
func SendIn(ctx context.Context, q db.Q, clientID int64, userID *int64, source string, f Fields) (int64, error) {
	f.Normalize()
	errs, catalogue, err := check(ctx, q, clientID, f)
	if err != nil {
		return 0, err
	}
	if len(errs) > 0 {
		return 0, errs
	}
	by, err := lookupUser(ctx, q, userID)
	if err != nil {
		return 0, err
	}
	id, err := insertDelivery(ctx, q, clientID, by, source, f)
	if err != nil {
		return 0, err
	}
	if err := events.Append(ctx, q, deliveryEvent(clientID, id, "announced", map[string]events.Change{
		"status": {To: StatusAnnounced}, "source": {To: source}})); err != nil {
		return 0, err
	}
	expected, err := writeLines(ctx, q, clientID, id, f.Lines, catalogue)
	if err != nil {
		return 0, err
	}
	return id, stock.ExpectFirst(ctx, q, deliveryRef(id), stage(StatusAnnounced), expected)
}

// Get reads one delivery of the account.
func (s *Deliveries) Get(ctx context.Context, clientID, id int64) (Delivery, error) {
	return read(ctx, s.db.Read(), clientID, id, time.Now())
}

// History is what happened to a delivery of the account, oldest first.
func (s *Deliveries) History(ctx context.Context, clientID, id int64) ([]events.Entry, error) {
	q := s.db.Read()
	if _, err := readHeader(ctx, q, clientID, id); err != nil {
		return nil, err
	}
	return events.Of(ctx, q, &clientID, "delivery", id)
}

// Update replaces an Announced delivery's fields (else 409 deliveries.errors.not_allowed); every
// rule applies, and fields that break one are a form error that changes nothing.
func (s *Deliveries) Update(ctx context.Context, clientID, id int64, f Fields) (Delivery, error) {
	f.Normalize()
	var d Delivery
	err := s.db.Tx(ctx, func(q db.Q) error {
		h, err := readHeader(ctx, q, clientID, id)
		if err != nil {
			return err
		}
		if !slices.Contains(editable, h.Status) {
			return errNotAllowed
		}
		errs, catalogue, err := check(ctx, q, clientID, f)
		if err != nil {
			return err
		}
		if err := errs.FormError(RequiredMessage); err != nil {
			return err
		}
		if ok, err := updateDelivery(ctx, q, clientID, id, f); err != nil || !ok {
			return refused(err)
		}
		if err := events.Append(ctx, q, deliveryEvent(clientID, id, "edited", h.changes(f))); err != nil {
			return err
		}
		if err := replaceLines(ctx, q, clientID, id, f.Lines, catalogue); err != nil {
			return err
		}
		d, err = read(ctx, q, clientID, id, time.Now())
		return err
	})
	return d, err
}

// Cancel cancels an Announced delivery (else 409): its lines no longer count as inbound stock.
func (s *Deliveries) Cancel(ctx context.Context, clientID, id int64) (Delivery, error) {
	return s.transition(ctx, clientID, id, Cancel, time.Time{})
}

// RecordArrival is the warehouse's report that an Announced delivery is in its goods-receipt area
// since at (else 409): its lines count as in transit instead of inbound.
func (s *Deliveries) RecordArrival(ctx context.Context, clientID, id int64, at time.Time) (Delivery, error) {
	return db.TxValue(ctx, s.db, func(q db.Q) (Delivery, error) { return s.RecordArrivalIn(ctx, q, clientID, id, at) })
}

// RecordArrivalIn is RecordArrival in the caller's transaction q (a message of the warehouse); its
// 409 holds the delivery as it is.
func (s *Deliveries) RecordArrivalIn(ctx context.Context, q db.Q, clientID, id int64, at time.Time) (Delivery, error) {
	if at.IsZero() {
		return Delivery{}, domain.ValidationErrors{"arrived_at": {"validation.required"}}
	}
	d, err := transitionIn(ctx, q, clientID, id, Arrive, at)
	return d, asItIs(ctx, q, clientID, id, err)
}

// transition makes t in one transaction; what the delivery's lines count as follows its new status.
func (s *Deliveries) transition(ctx context.Context, clientID, id int64, t Transition, at time.Time) (Delivery, error) {
	return db.TxValue(ctx, s.db, func(q db.Q) (Delivery, error) { return transitionIn(ctx, q, clientID, id, t, at) })
}

// transitionIn makes t in the caller's transaction q.
func transitionIn(ctx context.Context, q db.Q, clientID, id int64, t Transition, at time.Time) (Delivery, error) {
	if _, err := readHeader(ctx, q, clientID, id); err != nil {
		return Delivery{}, err
	}
	if err := changeStatus(ctx, q, clientID, id, t, at, nil, nil); err != nil {
		return Delivery{}, err
	}
	return read(ctx, q, clientID, id, time.Now())
}

// changeStatus makes t (409 when the delivery's status does not allow it), then what follows it
// (nil for nothing), and tells stock what the delivery brings now (expect). It keeps the lock order
// of every write (docs/architecture.md): the delivery's row first, taken by the conditional UPDATE of
// setStatus, then the products of its lines and of also, locked in one go in id order. The lines are
// read once the row is held, so an edit committed meanwhile is seen.
func changeStatus(ctx context.Context, q db.Q, clientID, id int64, t Transition, at time.Time, also []int64, then func() error) error {
	if ok, err := setStatus(ctx, q, clientID, id, t, at.UTC().Truncate(time.Microsecond)); err != nil || !ok {
		return refused(err)
	}
	lines, err := lineProductIDs(ctx, q, id)
	if err != nil {
		return err
	}
	if err := stock.LockProducts(ctx, q, append(lines, also...)...); err != nil {
		return err
	}
	if then != nil {
		if err := then(); err != nil {
			return err
		}
	}
	return expect(ctx, q, id, t.To)
}

// refused is err, or the refusal of a change the delivery's status does not allow when err is nil.
func refused(err error) error {
	if err != nil {
		return err
	}
	return errNotAllowed
}
