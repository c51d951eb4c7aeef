package domain

// Transition is a change of an order's or a delivery's status: the statuses it starts from and
// where it ends. Its store moves a record to To only if its status is one of From, in one statement,
// so that of two concurrent transitions only one passes. Event names what happened in the event
// log ("held": sales_order.held).
type Transition struct {
	From  []string
	To    string
	Event string
}
