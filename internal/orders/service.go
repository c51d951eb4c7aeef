package orders

import (
	"context"
	"encoding/json"
	"maps"
	"slices"

	"kade/internal/addressbook"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/stock"
)

// Orders is the sales order service: create and send, read one, edit, the client's transitions,
// the next free order number, and the overview with its exports.
type Orders struct {
	db *db.DB
}

func NewOrders(d *db.DB) *Orders { return &Orders{db: d} }

// Sender is who sends an order: a user of the portal (UserID; 0 for none), a webshop with the
// account's API key, or the EDI translator. The translator is a system like a webshop: its orders
// are never refused for their data, and they arrive with the source TRANSLATOR, which only users
// with canSeeTranslatorOrders see.
type Sender struct {
	UserID     int64
	Webshop    bool
	Translator bool
}

// source is the channel the sender's orders arrive by.
func (by Sender) source() string {
	switch {
	case by.Translator:
		return SourceTranslator
	case by.Webshop:
		return SourceAPI
	}
	return SourceManual
}

// system reports whether a system sends the order (a webshop or the translator) rather than a
// person, who can correct a form: a system's order with bad data is kept as a DataIssue.
func (by Sender) system() bool { return by.Webshop || by.Translator }

// Create sends an order in its own transaction; see CreateIn.
func (s *Orders) Create(ctx context.Context, clientID int64, by Sender, f Fields, unread domain.Unreadable) (Order, error) {
	return db.TxValue(ctx, s.db, func(q db.Q) (Order, error) {
		return s.CreateIn(ctx, q, clientID, by, f, unread)
	})
}

// CreateIn sends an order in q's transaction. From the portal, f must pass every rule (else a form
// error and nothing is stored) and becomes a Complete order that claims its stock. A webshop's (or
// the translator's) order is never refused for its data: one that breaks rules, or whose body held
// values that fit no field (unread, see httpx.DecodeKept), is stored as a DataIssue order with its
// problems and the values as sent, for a person to fix; only an order number that is missing, too
// long or used before refuses it, since it is what tells the order apart (and a used one means the
// order is there).
func (s *Orders) CreateIn(ctx context.Context, q db.Q, clientID int64, by Sender, f Fields, unread domain.Unreadable) (Order, error) {
	h, err := createOrder(ctx, q, clientID, by, by.source(), owner{}, f, unread)
	if err != nil {
		return Order{}, err
	}
	return readWithHeader(ctx, q, h)
}

// createOrder stores f as an order in q's transaction and answers its row as stored: it is
// normalised and checked by every rule.
// When it passes, the order is Complete, its lines copy their product's name, EAN and type and claim
// its stock, and with save_in_address_book its addresses are added to the address book. When it does
// not, a portal sender gets the form error (RequiredMessage when a required value is missing) and
// nothing is stored, and a system's order is stored as DataIssue (see CreateIn); its lines claim no
// stock and its addresses wait for the fix. self is the concept being sent, whose number is not taken
// by itself. A field in unread has its unread error rather than those of the zero value it holds.
func createOrder(ctx context.Context, q db.Q, clientID int64, by Sender, source string, self owner, f Fields, unread domain.Unreadable) (header, error) {
	f.Normalize()
	self.System = by.system()
	problems, catalogue, err := check(ctx, q, clientID, self, f)
	if err != nil {
		return header{}, err
	}
	maps.Copy(problems, unread.Errors)
	status := StatusComplete
	switch {
	case len(problems) == 0:
	case !by.system():
		return header{}, problems.FormError(RequiredMessage)
	case len(problems["order_number"]) > 0:
		return header{}, domain.ValidationErrors{"order_number": problems["order_number"]}
	default:
		status = StatusDataIssue
	}
	h, err := insertOrder(ctx, q, clientID, by.UserID, source, status, f, problems, unread.Sent)
	if err != nil {
		return header{}, err
	}
	created := statusChange(status)
	created["source"] = events.Change{To: source}
	if err := events.Append(ctx, q, orderEvent(clientID, h.ID, f.OrderNumber, "created", created)); err != nil {
		return header{}, err
	}
	claimed, err := writeLines(ctx, q, clientID, h.ID, status, f.Lines, catalogue)
	if err != nil {
		return header{}, err
	}
	if err := stock.ClaimFirst(ctx, q, orderRef(h.ID), claimed); err != nil {
		return header{}, err
	}
	if status != StatusComplete {
		return h, nil
	}
	return h, saveAddresses(ctx, q, clientID, f)
}

// Get reads one order of the account; a translator order is domain.ErrNotFound for a user who
// does not see those.
func (s *Orders) Get(ctx context.Context, clientID, id int64, seesTranslatorOrders bool) (Order, error) {
	return read(ctx, s.db.Read(), clientID, id, seesTranslatorOrders)
}

// History is what happened to an order of the account, oldest first (a translator order is
// domain.ErrNotFound for a user who does not see those).
func (s *Orders) History(ctx context.Context, clientID, id int64, seesTranslatorOrders bool) ([]events.Entry, error) {
	q := s.db.Read()
	if _, err := readHeader(ctx, q, clientID, id, seesTranslatorOrders); err != nil {
		return nil, err
	}
	return events.Of(ctx, q, &clientID, "sales_order", id)
}

// Update replaces an order's fields before the warehouse takes it (Complete, OnHold or DataIssue;
// else 409 orders.errors.not_allowed). Every rule applies, and the order number stays the one the
// order was sent with. A DataIssue order that passes becomes Complete and claims its stock.
func (s *Orders) Update(ctx context.Context, clientID, id int64, seesTranslatorOrders bool, f Fields) (Order, error) {
	f.Normalize()
	var order Order
	err := s.db.Tx(ctx, func(q db.Q) error {
		h, err := readHeader(ctx, q, clientID, id, seesTranslatorOrders)
		if err != nil {
			return err
		}
		if !slices.Contains(editable, h.Status) {
			return errNotAllowed
		}
		errs, catalogue, err := check(ctx, q, clientID, owner{OrderID: id}, f)
		if err != nil {
			return err
		}
		if f.OrderNumber != h.Fields.OrderNumber && len(errs["order_number"]) == 0 {
			errs.Add("order_number", msgOrderNumberFixed)
		}
		if len(errs) > 0 {
			return errs.FormError(RequiredMessage)
		}
		if ok, err := updateOrder(ctx, q, clientID, id, f); err != nil || !ok {
			return cmpErr(err, errNotAllowed)
		}
		if err := events.Append(ctx, q, orderEvent(clientID, id, h.Fields.OrderNumber, "edited", fieldChanges(h.Fields, f))); err != nil {
			return err
		}
		if err := replaceLines(ctx, q, clientID, id, updatedStatus(h.Status), f.Lines, catalogue); err != nil {
			return err
		}
		if err := saveAddresses(ctx, q, clientID, f); err != nil {
			return err
		}
		order, err = read(ctx, q, clientID, id, seesTranslatorOrders)
		return err
	})
	return order, err
}

// Transition makes a client's change of status (Hold, Release, Cancel); an order whose status does
// not allow it is 409 orders.errors.not_allowed. A cancel releases the stock the lines claimed.
func (s *Orders) Transition(ctx context.Context, clientID, id int64, seesTranslatorOrders bool, t Transition) (Order, error) {
	var order Order
	err := s.db.Tx(ctx, func(q db.Q) error {
		if _, err := readHeader(ctx, q, clientID, id, seesTranslatorOrders); err != nil {
			return err
		}
		after, ok, err := setStatus(ctx, q, clientID, id, t)
		if err != nil || !ok {
			return cmpErr(err, errNotAllowed)
		}
		// The status read before may be stale (a fix committed meanwhile makes a DataIssue order
		// Complete), so the claim follows from what the transition may start from.
		if changesClaim(t) {
			if err := claim(ctx, q, id, t.To); err != nil {
				return err
			}
		}
		order, err = readWithHeader(ctx, q, after)
		return err
	})
	return order, err
}

// cmpErr is err, or otherwise when err is nil.
func cmpErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// saveAddresses adds the order's addresses to the address book when the order asks for it, once.
func saveAddresses(ctx context.Context, q db.Q, clientID int64, f Fields) error {
	if !f.SaveInAddressBook {
		return nil
	}
	return addressbook.Remember(ctx, q, clientID, addressbook.Fields{DeliveryAddress: f.DeliveryAddress,
		UseDeliveryAsInvoiceAddress: f.UseDeliveryAsInvoiceAddress, InvoiceAddress: f.InvoiceAddress, VATNumber: f.VATNumber})
}

// read assembles one order: its header, lines with their shipment items, the footer and, while it
// can be edited, the stock warnings of its lines.
func read(ctx context.Context, q db.Q, clientID, id int64, seesTranslatorOrders bool) (Order, error) {
	h, err := readHeader(ctx, q, clientID, id, seesTranslatorOrders)
	if err != nil {
		return Order{}, err
	}
	return readWithHeader(ctx, q, h)
}

// readWithHeader reads the order whose row h is (as just read or written): its lines, shipments
// and packages.
func readWithHeader(ctx context.Context, q db.Q, h header) (Order, error) {
	id := h.ID
	records, err := readLines(ctx, q, id)
	if err != nil {
		return Order{}, err
	}
	shipments, err := readShipments(ctx, q, id, records)
	if err != nil {
		return Order{}, err
	}
	packages, err := readPackages(ctx, q, id, records)
	if err != nil {
		return Order{}, err
	}
	o := Order{ID: h.ID, Status: h.Status, Shipments: packages, Source: h.Source, OriginalSource: h.OriginalSource,
		CustomerName: h.CustomerName, Tracking: h.Tracking, Fields: h.Fields, Lines: make([]OrderLine, len(records)),
		Problems: domain.ValidationErrors{}, SentValues: map[string]string{}, Warnings: domain.ValidationErrors{},
		CreatedAt: h.CreatedAt.UTC(), UpdatedAt: h.UpdatedAt.UTC()}
	if err := json.Unmarshal([]byte(h.Problems), &o.Problems); err != nil {
		return Order{}, err
	}
	if err := json.Unmarshal([]byte(h.SentValues), &o.SentValues); err != nil {
		return Order{}, err
	}
	o.Fields.Lines = make([]Line, len(records))
	for i, r := range records {
		o.Fields.Lines[i] = r.line()
		items := shipments[r.ID]
		if items == nil {
			items = []ShipmentItem{}
		}
		o.Lines[i] = OrderLine{LineNumber: r.LineNumber, ProductID: r.ProductID, ArticleNumber: r.ArticleNumber,
			EAN: r.EAN, Name: r.Name, ProductTypeCode: r.ProductType, Quantity: r.Quantity,
			QuantityDelivered: r.QuantityDelivered, Unit: r.Unit, VATPercentage: r.VATPercentage,
			DiscountPercentage: r.DiscountPercentage, LineAmounts: Amounts(o.Fields.Lines[i]), ShipmentItems: items}
	}
	o.Totals = Footer(o.Fields, h.HandlingCosts)
	if slices.Contains(editable, h.Status) {
		o.Warnings = stockWarnings(o.Fields.Lines, availableToOrder(records, claims(h.Status)))
	}
	return o, nil
}

// availableToOrder is by article number what a stored order may take of its products: their
// available stock plus what the order claims of them itself when its status claims stock.
func availableToOrder(records []lineRecord, claiming bool) map[string]int64 {
	available := map[string]int64{}
	for _, r := range records {
		if r.AvailableStock == nil {
			continue
		}
		if _, seen := available[r.ArticleNumber]; !seen {
			available[r.ArticleNumber] = *r.AvailableStock
		}
		if claiming {
			available[r.ArticleNumber] += r.Quantity - r.QuantityDelivered
		}
	}
	return available
}
