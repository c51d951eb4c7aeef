package access

// Permission is what a route requires of its caller. Public and Authenticated are about the caller
// being logged in; the others are capabilities from the matrix below.
type Permission string

const (
	Public        Permission = "public"        // anyone, logged in or not
	Authenticated Permission = "authenticated" // any logged-in user

	ManageAccounts  Permission = "accounts.manage" // client accounts and provider settings
	ManageUsers     Permission = "users.manage"
	OrdersRead      Permission = "orders.read" // sales orders and the address book
	OrdersWrite     Permission = "orders.write"
	ProductsRead    Permission = "products.read"
	ProductsWrite   Permission = "products.write"
	DeliveriesRead  Permission = "deliveries.read" // deliveries and the inbound overview
	DeliveriesWrite Permission = "deliveries.write"
	StockRead       Permission = "stock.read" // stock reports and returns
	ExportAll       Permission = "exports.all"
	ExportSupplier  Permission = "exports.supplier" // the delivery and product exports
	ManageAPIKeys   Permission = "apikeys.manage"   // the account's API keys: whoever may write orders
	WarehouseAPI    Permission = "warehouse.api"    // the integration API of the provider's warehouse system
	ActivityRead    Permission = "activity.read"    // an account's activity page (the event log)
)

// matrix is the permission table of docs/permissions.md.
var matrix = map[Level][]Permission{
	Administrator: {ManageAccounts, ManageUsers, OrdersRead, OrdersWrite, ProductsRead, ProductsWrite,
		DeliveriesRead, DeliveriesWrite, StockRead, ExportAll, ExportSupplier, ManageAPIKeys, ActivityRead},
	Provider: {ManageUsers, OrdersRead, OrdersWrite, ProductsRead, ProductsWrite,
		DeliveriesRead, DeliveriesWrite, StockRead, ExportAll, ExportSupplier, ManageAPIKeys, ActivityRead},
	Default: {ManageUsers, OrdersRead, OrdersWrite, ProductsRead, ProductsWrite,
		DeliveriesRead, DeliveriesWrite, StockRead, ExportAll, ExportSupplier, ManageAPIKeys},
	Supplier: {ProductsRead, DeliveriesRead, DeliveriesWrite, ExportSupplier},
	Exit:     {OrdersRead, ProductsRead, DeliveriesRead, StockRead, ExportAll, ExportSupplier},
	// A webshop's key works with its account's orders, products and deliveries, and nothing else:
	// not even the routes any logged-in user may call (profile, switching accounts).
	Webshop: {OrdersRead, OrdersWrite, ProductsRead, ProductsWrite, DeliveriesRead, DeliveriesWrite},
	// The warehouse's key reaches its integration API only.
	Warehouse: {WarehouseAPI},
}

// Allows reports whether a logged-in user of level may do p.
func Allows(level Level, p Permission) bool {
	if p == Public {
		return true
	}
	if p == Authenticated {
		return level != Webshop && level != Warehouse
	}
	for _, granted := range matrix[level] {
		if granted == p {
			return true
		}
	}
	return false
}
