package words

// The enumerations that exports show in words.
var (
	ProductType = Enumeration{File: "products", Key: "products.productType", Words: map[string][2]string{
		"Physic":        {"Physical", "Fysiek"},
		"Electronic":    {"Electronic", "Elektronisch"},
		"Forward":       {"Forward", "Doorsturen"},
		"IgnoreProduct": {"Ignore product", "Product negeren"},
	}}
	Unit = Enumeration{File: "products", Key: "products.unit", Words: map[string][2]string{
		"Piece":  {"Piece", "Stuk"},
		"Box":    {"Box", "Doos"},
		"Set":    {"Set", "Set"},
		"Pallet": {"Pallet", "Pallet"},
		"DS":     {"DS", "DS"},
		"ST":     {"ST", "ST"},
		"SET":    {"SET (unit code)", "SET (eenheidscode)"},
		"CD":     {"CD", "CD"},
	}}
	ArticleGroup = Enumeration{File: "products", Key: "products.articleGroup", Words: map[string][2]string{
		"General":  {"General", "Algemeen"},
		"Composed": {"Composed", "Samengesteld"},
	}}
	OutboundAlgorithm = Enumeration{File: "products", Key: "products.outboundAlgorithm", Words: map[string][2]string{
		"Fifo":   {"FIFO (first in, first out)", "FIFO (eerst in, eerst uit)"},
		"Fefo":   {"FEFO (first expired, first out)", "FEFO (eerst vervallen, eerst uit)"},
		"Lot":    {"By lot", "Per partij"},
		"Lifo":   {"LIFO (last in, first out)", "LIFO (laatst in, eerst uit)"},
		"VwFifo": {"VW FIFO", "VW FIFO"},
		"VwFefo": {"VW FEFO", "VW FEFO"},
	}}
	StockAlert = Enumeration{File: "products", Key: "products.stockAlert", Words: map[string][2]string{
		"none":         {"None", "Geen"},
		"sufficient":   {"Sufficient", "Voldoende"},
		"insufficient": {"Insufficient", "Onvoldoende"},
		"unknown":      {"Unknown", "Onbekend"},
	}}
	BatchStatus = Enumeration{File: "products", Key: "products.batchStatus", Words: map[string][2]string{
		"sellable": {"Sellable", "Verkoopbaar"},
		"damaged":  {"Damaged", "Beschadigd"},
		"reserved": {"Reserved", "Gereserveerd"},
		"blocked":  {"Blocked", "Geblokkeerd"},
		"expired":  {"Expired", "Verlopen"},
	}}
	MovementType = Enumeration{File: "products", Key: "products.movementType", Words: map[string][2]string{
		"receipt":       {"Receipt", "Ontvangst"},
		"shipment":      {"Shipment", "Verzending"},
		"return":        {"Return", "Retour"},
		"correction":    {"Correction", "Correctie"},
		"status_change": {"Status change", "Statuswijziging"},
	}}
	OrderStatus = Enumeration{File: "sales-order-overview", Key: "salesOrderOverview.status", Words: map[string][2]string{
		"DataIssue": {"Data issue", "Gegevensprobleem"},
		"OnHold":    {"On hold", "In de wacht"},
		"Assigned":  {"In progress", "In behandeling"},
		"Complete":  {"Ready to import", "Gereed voor import"},
		"Shipped":   {"Shipped", "Verzonden"},
		"Cancelled": {"Cancelled", "Geannuleerd"},
	}}
	OrderSource = Enumeration{File: "sales-order-overview", Key: "salesOrderOverview.source", Words: map[string][2]string{
		"DET":        {"Manual", "Handmatig"},
		"IMPORT":     {"Import", "Import"},
		"API":        {"Webshop", "Webshop"},
		"TRANSLATOR": {"Translator (EDI)", "Translator (EDI)"},
	}}
	PaymentMethod = Enumeration{File: "sales-order-form", Key: "salesOrderForm.paymentMethods", Words: map[string][2]string{
		"Creditcard":    {"Credit card", "Creditcard"},
		"Invoice":       {"Invoice", "Factuur"},
		"IDeal":         {"iDEAL", "iDEAL"},
		"Collection":    {"Direct debit", "Incasso"},
		"Authorization": {"Authorisation", "Machtiging"},
		"Paypal":        {"PayPal", "PayPal"},
		"Psp":           {"Payment service provider", "Betaaldienstverlener"},
		"Prepayment":    {"Prepayment", "Vooruitbetaling"},
	}}
)

// enumerations are every enumeration above, for reading words back.
var enumerations = []Enumeration{ProductType, Unit, ArticleGroup, OutboundAlgorithm, StockAlert, BatchStatus, MovementType,
	OrderStatus, OrderSource, PaymentMethod}
