package demo

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"kade/internal/addressbook"
	"kade/internal/addresses"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/orders"
)

// customers are the demo orders' recipients: consumers and a few businesses, in the countries the
// portal checks postal codes for.
var customers = []addresses.Address{
	{FirstName: "Sanne", LastName: "Bakker", Country: "NL", PostalCode: "1017 CT", HouseNumber: "12", Street: "Kerkstraat", City: "Amsterdam", Email: "sanne.bakker@example.nl", Phone: "+31 6 12345678"},
	{FirstName: "Daan", LastName: "Visser", Country: "NL", PostalCode: "3511 LN", HouseNumber: "4", HouseNumberAddition: "bis", Street: "Oudegracht", City: "Utrecht", Email: "daan.visser@example.nl"},
	{CompanyName: "Café de Zwaan", FirstName: "Lotte", LastName: "Smit", Country: "NL", PostalCode: "2611 GL", HouseNumber: "27", Street: "Markt", City: "Delft", Email: "inkoop@dezwaan.example.nl"},
	{FirstName: "Emma", LastName: "Peeters", Country: "BE", PostalCode: "2000", HouseNumber: "8", Street: "Meir", City: "Antwerpen", Email: "emma.peeters@example.be"},
	{FirstName: "Lukas", LastName: "Müller", Country: "DE", PostalCode: "50667", HouseNumber: "15", Street: "Hohe Straße", City: "Köln", Email: "lukas.mueller@example.de", Phone: "+49 221 123456"},
	{CompanyName: "Bloem & Zo B.V.", Department: "Receiving", LastName: "Jansen", Country: "NL", PostalCode: "9711 LM", HouseNumber: "3", Street: "Vismarkt", City: "Groningen", Email: "orders@bloemenzo.example.nl"},
	{FirstName: "Chloé", LastName: "Dubois", Country: "FR", PostalCode: "75011", HouseNumber: "42", Street: "Rue Oberkampf", City: "Paris", Email: "chloe.dubois@example.fr"},
	{FirstName: "Oliver", LastName: "Smith", Country: "GB", PostalCode: "SW1A 1AA", HouseNumber: "10", Street: "Downing Street", City: "London", Email: "oliver.smith@example.co.uk"},
}

// bookOnly is an address in each demo account's book that no demo order goes to yet.
var bookOnly = addresses.Address{CompanyName: "Studio Noord", FirstName: "Femke", LastName: "de Boer", Country: "NL",
	PostalCode: "1031 KS", HouseNumber: "88", Street: "Buiksloterweg", City: "Amsterdam", Email: "femke@studionoord.example.nl"}

var paymentMethods = []string{"IDeal", "IDeal", "Creditcard", "Paypal", "Invoice"}

// demoOrders is how many orders each demo account gets.
const demoOrders = 24

// seedOrders sends demo orders for the account, from its webshop or by its user userID: most are
// ready to import, some on hold or cancelled, one has a packing-table comment, one has a data issue
// (an article the account does not have); a concept order waits to be sent; and a retailer's order
// came in by EDI through the translator. The user's orders save their addresses in the account's
// book, which holds a few more (seedAddressBook). Then the demo deliveries (seedDeliveries), and the
// oldest orders shipped with what came back of them (seedReturns).
func seedOrders(ctx context.Context, d *db.DB, clientID, userID int64, prefix string, rng *rand.Rand) error {
	var articles []string
	if err := d.Read().Select(ctx, &articles, `SELECT article_number FROM products WHERE client_id = ? AND is_active
		ORDER BY article_number`, clientID); err != nil {
		return err
	}
	if len(articles) == 0 {
		return nil
	}
	if err := seedAddressBook(ctx, d, clientID); err != nil {
		return err
	}
	service := orders.NewOrders(d)
	today := time.Now().UTC()
	for i := range demoOrders {
		f := demoOrder(fmt.Sprintf("%s%05d", prefix, 1001+i), today.AddDate(0, 0, -2*(demoOrders-i)), articles, rng)
		by := orders.Sender{Webshop: true} // most orders come from the webshop
		if i%6 == 0 {
			by = orders.Sender{UserID: userID}
			f.SaveInAddressBook = true
		}
		if i == 7 {
			f.Comment = "Gift: wrap in the green paper and leave out the invoice."
		}
		if i == 11 {
			// The webshop sent an article the account does not have: kept as a DataIssue to fix.
			f.Lines[0].ArticleNumber = "DISCONTINUED-1"
		}
		order, err := service.Create(ctx, clientID, by, f, domain.Unreadable{})
		if err != nil {
			return fmt.Errorf("demo order %s: %w", f.OrderNumber, err)
		}
		var change *orders.Transition
		switch i % 8 {
		case 3:
			change = &orders.Hold
		case 6:
			change = &orders.Cancel
		}
		if change != nil && order.Status == orders.StatusComplete {
			if _, err := service.Transition(ctx, clientID, order.ID, true, *change); err != nil {
				return fmt.Errorf("demo order %s: %w", f.OrderNumber, err)
			}
		}
	}
	if err := seedConceptOrders(ctx, d, clientID, userID, prefix, today, articles, rng); err != nil {
		return err
	}
	if err := seedTranslatorOrder(ctx, service, clientID, prefix, today, articles); err != nil {
		return err
	}
	if err := seedDeliveries(ctx, d, clientID, userID, prefix, articles); err != nil {
		return err
	}
	return seedReturns(ctx, d, clientID, articles)
}

// seedAddressBook fills the account's address book: two businesses its orders go to (Bloem & Zo
// B.V. always, by the translator's order) and one that no order goes to yet, so that picking an
// address from the book has something to pick on a first visit.
func seedAddressBook(ctx context.Context, d *db.DB, clientID int64) error {
	return d.Tx(ctx, func(q db.Q) error {
		for _, a := range []addresses.Address{customers[5], customers[2], bookOnly} {
			f := addressbook.Fields{DeliveryAddress: a, UseDeliveryAsInvoiceAddress: true}
			if err := addressbook.Remember(ctx, q, clientID, f); err != nil {
				return fmt.Errorf("demo address %s: %w", a.CompanyName, err)
			}
		}
		return nil
	})
}

// TranslatorReference is the reference of each account's order from the translator.
const TranslatorReference = "EDI-4500012345"

// seedTranslatorOrder adds a retailer's order that the EDI translator sent: only users with
// canSeeTranslatorOrders see it. It draws nothing from the random source, so the other demo
// orders stay as they were.
func seedTranslatorOrder(ctx context.Context, service *orders.Orders, clientID int64, prefix string, today time.Time, articles []string) error {
	f := orders.Fields{
		OrderNumber:                 fmt.Sprintf("%s%05d", prefix, 1002+demoOrders),
		OrderDate:                   today.AddDate(0, 0, -1).Format(time.DateOnly),
		Reference:                   TranslatorReference,
		PaymentMethod:               "Invoice",
		DeliveryAddress:             customers[5], // a business: Bloem & Zo B.V.
		UseDeliveryAsInvoiceAddress: true,
	}
	for i, article := range articles[:min(2, len(articles))] {
		price := int64(1295)
		f.Lines = append(f.Lines, orders.Line{ArticleNumber: article, Quantity: int64(6 * (i + 1)), PriceInclVAT: &price, VATPercentage: 2100})
	}
	if _, err := service.Create(ctx, clientID, orders.Sender{Translator: true}, f, domain.Unreadable{}); err != nil {
		return fmt.Errorf("demo translator order %s: %w", f.OrderNumber, err)
	}
	return nil
}

// seedConceptOrders adds a concept order that is ready to send.
func seedConceptOrders(ctx context.Context, d *db.DB, clientID, userID int64, prefix string, today time.Time, articles []string, rng *rand.Rand) error {
	f := demoOrder(fmt.Sprintf("%s%05d", prefix, 1001+demoOrders), today, articles, rng)
	if _, err := orders.NewConcepts(d).Create(ctx, clientID, userID, orders.SourceManual, f); err != nil {
		return fmt.Errorf("demo concept order %s: %w", f.OrderNumber, err)
	}
	return nil
}

// demoOrder is an order of one to three products for one of the customers.
func demoOrder(number string, date time.Time, articles []string, rng *rand.Rand) orders.Fields {
	f := orders.Fields{
		OrderNumber:                 number,
		OrderDate:                   date.Format(time.DateOnly),
		Reference:                   fmt.Sprintf("WEB-%d", 20000+rng.IntN(80000)),
		PaymentMethod:               paymentMethods[rng.IntN(len(paymentMethods))],
		DeliveryAddress:             customers[rng.IntN(len(customers))],
		UseDeliveryAsInvoiceAddress: true,
	}
	shipping := int64(495)
	f.ShipmentCostsInclVAT = &shipping
	for _, n := range rng.Perm(len(articles))[:1+rng.IntN(min(3, len(articles)))] {
		price := int64(299 + rng.IntN(40)*100)
		f.Lines = append(f.Lines, orders.Line{ArticleNumber: articles[n], Quantity: int64(1 + rng.IntN(3)),
			PriceInclVAT: &price, VATPercentage: 2100})
	}
	return f
}
