package deliveries

import (
	"context"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/stock"
)

// enteredBy is who entered a delivery, as it was when the delivery was sent: none for an API key.
type enteredBy struct {
	UserID *int64 `db:"id"`
	Name   string `db:"name"`
	Email  string `db:"email"`
}

// lookupUser is the user as enteredBy; nil or 0 (an API key) or a user that no longer exists is none.
func lookupUser(ctx context.Context, q db.Q, userID *int64) (enteredBy, error) {
	if userID == nil || *userID == 0 {
		return enteredBy{}, nil
	}
	var by enteredBy
	err := q.Get(ctx, &by, `SELECT id, name, email FROM users WHERE id = ?`, *userID)
	if db.NotFound(err) {
		return enteredBy{}, nil
	}
	return by, err
}

// headerColumns are the columns of a delivery's Fields, in the order of headerValues.
const headerColumns = "reference, planned_date, unit_load, container_length, number_of_pallets, line_count"

func headerValues(f Fields) []any {
	return []any{f.Reference, f.PlannedDate, f.UnitLoad, f.ContainerLength, f.NumberOfPallets, len(f.Lines)}
}

// insertDelivery stores an Announced delivery's header.
func insertDelivery(ctx context.Context, q db.Q, clientID int64, by enteredBy, source string, f Fields) (int64, error) {
	now := db.Now()
	values := append([]any{clientID}, headerValues(f)...)
	values = append(values, StatusAnnounced, source, source, by.UserID, by.Name, by.Email, now, now)
	var id int64
	err := q.Get(ctx, &id, `INSERT INTO deliveries (client_id, `+headerColumns+`, status, source, original_source,
		entered_by, entered_by_name, entered_by_email, created_at, updated_at)
		VALUES (?`+strings.Repeat(", ?", len(values)-1)+`) RETURNING id`, values...)
	return id, err
}

// updateDelivery replaces an editable delivery's header. It reports false when the delivery is no
// longer editable: the status is checked by the statement itself, so a transition committed
// meanwhile wins.
func updateDelivery(ctx context.Context, q db.Q, clientID, id int64, f Fields) (bool, error) {
	set := strings.ReplaceAll(headerColumns, ",", " = ?,") + " = ?, updated_at = ?"
	return db.UpdateInStatus(ctx, q, "deliveries", set, append(headerValues(f), db.Now()), clientID, id, editable)
}

// setStatus moves a delivery to t.To if its status is one of t.From (see db.UpdateInStatus); false
// when the delivery is in another status. at is
// when the warehouse reported it: the arrival in the goods-receipt area (kept from the first report)
// and the receipt.
func setStatus(ctx context.Context, q db.Q, clientID, id int64, t Transition, at time.Time) (bool, error) {
	set := "status = ?, updated_at = ?"
	args := []any{t.To, db.Now()}
	switch t.To {
	case StatusArrived:
		set += ", in_goods_receipt_area_at = coalesce(in_goods_receipt_area_at, ?)"
		args = append(args, at)
	case StatusReceived:
		set += ", in_goods_receipt_area_at = coalesce(in_goods_receipt_area_at, ?), received_at = ?"
		args = append(args, at, at)
	}
	ok, err := db.UpdateInStatus(ctx, q, "deliveries", set, args, clientID, id, t.From)
	if err != nil || !ok {
		return ok, err
	}
	return true, events.Append(ctx, q, deliveryEvent(clientID, id, t.Event, map[string]events.Change{"status": {To: t.To}}))
}

// deliveryEvent is the event log's entry of what happened to delivery id of the account, known by
// its reference.
func deliveryEvent(clientID, id int64, what string, changes map[string]events.Change) events.Event {
	return events.Event{ClientID: &clientID, Action: "delivery." + what, RecordKind: "delivery", RecordID: id,
		LabelOf: "deliveries.reference", Changes: changes}
}

// deliveryRef names a delivery to stock.
func deliveryRef(deliveryID int64) stock.Ref { return stock.Ref{Kind: "delivery", ID: deliveryID} }

// expect tells stock what the delivery brings in status (stock.Expect): its lines' quantities less
// what was received of them per product, inbound while Announced and in transit once Arrived, nothing
// after. Every change of its status, lines or received quantities calls it, after the delivery's row
// is held.
func expect(ctx context.Context, q db.Q, deliveryID int64, status string) error {
	ref := deliveryRef(deliveryID)
	figure := stage(status)
	if figure == "" {
		return stock.Release(ctx, q, ref)
	}
	expected, err := stock.QuantitiesOf(ctx, q, `SELECT product_id,
		SUM(CASE WHEN quantity > received_quantity THEN quantity - received_quantity ELSE 0 END) AS quantity
		FROM delivery_lines WHERE delivery_id = ? AND product_id IS NOT NULL GROUP BY product_id`, deliveryID)
	if err != nil {
		return err
	}
	return stock.Expect(ctx, q, ref, figure, expected)
}

// replaceLines writes an announced delivery's lines in place of those it has (see writeLines) and
// tells stock what they bring.
func replaceLines(ctx context.Context, q db.Q, clientID, deliveryID int64, lines []Line, catalogue map[string]product) error {
	if _, err := q.Exec(ctx, `DELETE FROM delivery_lines WHERE delivery_id = ?`, deliveryID); err != nil {
		return err
	}
	expected, err := writeLines(ctx, q, clientID, deliveryID, lines, catalogue)
	if err != nil {
		return err
	}
	return stock.Expect(ctx, q, deliveryRef(deliveryID), stage(StatusAnnounced), expected)
}

// writeLines writes an announced delivery's lines, each with the account's product of its article
// number (its name copied, its unit when the line names none), and answers what they bring of each
// product (as expect reads it: nothing of a line is received when it is written).
func writeLines(ctx context.Context, q db.Q, clientID, deliveryID int64, lines []Line, catalogue map[string]product) (map[int64]int64, error) {
	expected := map[int64]int64{}
	err := db.InsertRows(ctx, q, "delivery_lines", `delivery_id, client_id, line_number, product_id, article_number, name,
		quantity, unit`, len(lines), func(i int) []any {
		l := lines[i]
		var productID *int64
		var name, unit string
		if p, ok := catalogue[l.ArticleNumber]; ok {
			productID, name, unit = &p.ID, p.Name, p.Unit
			expected[p.ID] += l.Quantity
		}
		if l.Unit != "" {
			unit = l.Unit
		}
		return []any{deliveryID, clientID, i + 1, productID, l.ArticleNumber, name, l.Quantity, unit}
	})
	return expected, err
}

// lineProductIDs are the products a delivery's lines name.
func lineProductIDs(ctx context.Context, q db.Q, deliveryID int64) ([]int64, error) {
	var ids []int64
	err := q.Select(ctx, &ids, `SELECT DISTINCT product_id FROM delivery_lines
		WHERE delivery_id = ? AND product_id IS NOT NULL`, deliveryID)
	return ids, err
}

// header is a delivery's row as read.
type header struct {
	ID                   int64      `db:"id"`
	Status               string     `db:"status"`
	Source               string     `db:"source"`
	OriginalSource       string     `db:"original_source"`
	Reference            string     `db:"reference"`
	PlannedDate          string     `db:"planned_date"`
	UnitLoad             string     `db:"unit_load"`
	ContainerLength      string     `db:"container_length"`
	NumberOfPallets      *int64     `db:"number_of_pallets"`
	EnteredByName        string     `db:"entered_by_name"`
	EnteredByEmail       string     `db:"entered_by_email"`
	InGoodsReceiptAreaAt *time.Time `db:"in_goods_receipt_area_at"`
	ReceivedAt           *time.Time `db:"received_at"`
	CreatedAt            time.Time  `db:"created_at"`
	UpdatedAt            time.Time  `db:"updated_at"`
}

// changes is what an edit to f changes of the delivery's header: each field's values before and
// after (the lines are the delivery's, not a field's).
func (h header) changes(f Fields) map[string]events.Change {
	before := Fields{Reference: h.Reference, PlannedDate: h.PlannedDate, UnitLoad: h.UnitLoad,
		ContainerLength: h.ContainerLength, NumberOfPallets: h.NumberOfPallets}
	f.Lines = nil
	return events.Diff(before, f)
}

// readHeader reads one delivery of the account, or domain.ErrNotFound.
func readHeader(ctx context.Context, q db.Q, clientID, id int64) (header, error) {
	var h header
	err := q.Get(ctx, &h, `SELECT id, status, source, original_source, reference, planned_date, unit_load,
		container_length, number_of_pallets, entered_by_name, entered_by_email, in_goods_receipt_area_at,
		received_at, created_at, updated_at FROM deliveries WHERE client_id = ? AND id = ?`, clientID, id)
	if db.NotFound(err) {
		return header{}, domain.ErrNotFound
	}
	return h, err
}

// read assembles one delivery: its header and lines, as at now.
func read(ctx context.Context, q db.Q, clientID, id int64, now time.Time) (Delivery, error) {
	h, err := readHeader(ctx, q, clientID, id)
	if err != nil {
		return Delivery{}, err
	}
	lines := []DeliveryLine{}
	if err := q.Select(ctx, &lines, `SELECT line_number, product_id, article_number, name, quantity, unit, received_quantity
		FROM delivery_lines WHERE delivery_id = ? ORDER BY line_number`, id); err != nil {
		return Delivery{}, err
	}
	d := Delivery{ID: h.ID, Status: h.Status, Source: h.Source, OriginalSource: h.OriginalSource,
		Fields: Fields{Reference: h.Reference, PlannedDate: h.PlannedDate, UnitLoad: h.UnitLoad,
			ContainerLength: h.ContainerLength, NumberOfPallets: h.NumberOfPallets, Lines: make([]Line, len(lines))},
		Lines: lines, EnteredByName: h.EnteredByName, EnteredByEmail: h.EnteredByEmail,
		InGoodsReceiptAreaAt: utc(h.InGoodsReceiptAreaAt), ReceivedAt: utc(h.ReceivedAt),
		JustProcessed: justProcessed(h.Status, h.ReceivedAt, now),
		CreatedAt:     h.CreatedAt.UTC(), UpdatedAt: h.UpdatedAt.UTC()}
	for i, l := range lines {
		d.Fields.Lines[i] = Line{ArticleNumber: l.ArticleNumber, Quantity: l.Quantity, Unit: l.Unit}
	}
	return d, nil
}

// utc is t in UTC, nil for none.
func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
