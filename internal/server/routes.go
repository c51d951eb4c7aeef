package server

import (
	"net/http"

	"kade/internal/access"
	"kade/internal/activity"
	"kade/internal/apikeys"
	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/dashboard"
	"kade/internal/deliveries"
	"kade/internal/documents"
	"kade/internal/events"
	"kade/internal/files"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/users"
	"kade/internal/warehouse"
)

// Route is one endpoint with the permission its caller needs. Paths with {clientId} are tenant-scoped:
// the caller must be able to see that account, else the answer is 404.
type Route struct {
	Method     string
	Path       string
	Permission access.Permission
	Handler    http.HandlerFunc
	// BrowserForm routes are posted by the browser as a form (auth/dispense, downloads, exports). Their
	// Origin must be this portal; those that need a user accept the session cookie set by
	// auth/dispense instead of the Authorization header (which, sent by the app, needs no Origin).
	BrowserForm bool
	// BeforeTwoFactor routes are those a session that must first set up two-factor login may call:
	// its profile, the setup, logging out.
	BeforeTwoFactor bool
}

// routes is EVERY route of Kade. The access test walks this table.
func (s *Server) routes() []Route {
	authH := auth.Handlers{Auth: s.auth}
	profile := users.ProfileHandlers{Profiles: s.profiles}
	userList := users.ListHandlers{Users: users.NewStore(s.db)}
	manageUsers := users.ManageHandlers{Management: s.userManagement}
	accounts := clients.AccountHandlers{Store: s.clients}
	activityLog := activity.Handlers{Activity: activity.New(s.db)}
	dashboards := dashboard.Handlers{Dashboards: dashboard.New(s.db)}
	apiKeys := apikeys.Handlers{Keys: s.apiKeys}
	warehouseKeys := warehouse.KeyHandlers{Keys: s.warehouseKeys}
	eventLog := events.NewLog(s.db)
	// exported serves an export kind, which the event log records.
	exported := func(e files.Export) http.HandlerFunc {
		e.Log = eventLog
		return e.ServeHTTP
	}
	orderExport, orderLineExport := s.orderOverview.Exports()
	// The data processing agreement and its appendices as PDFs, each made once with the provider's name.
	legal := documents.Handlers{Library: documents.NewLibrary(s.provider.Name)}
	return []Route{
		{Method: "GET", Path: "/healthz", Permission: access.Public, Handler: s.healthz},
		{Method: "GET", Path: "/readyz", Permission: access.Public, Handler: s.readyz},
		{Method: "GET", Path: "/metrics", Permission: access.Public, Handler: s.metrics.handler.ServeHTTP},

		{Method: "POST", Path: "/api/auth/login", Permission: access.Public, Handler: authH.Login},
		{Method: "POST", Path: "/api/auth/two-factor", Permission: access.Public, Handler: authH.SecondFactor},
		{Method: "POST", Path: "/api/auth/logout", Permission: access.Authenticated, Handler: authH.Logout, BeforeTwoFactor: true},
		{Method: "POST", Path: "/api/auth/dispense", Permission: access.Public, Handler: authH.Dispense, BrowserForm: true},
		{Method: "POST", Path: "/api/password/forgotten", Permission: access.Public, Handler: authH.Forgotten},
		{Method: "POST", Path: "/api/password/reset", Permission: access.Public, Handler: authH.Reset},
		{Method: "GET", Path: "/api/invitation/{token}", Permission: access.Public, Handler: authH.Invitation},
		{Method: "POST", Path: "/api/invitation/accept", Permission: access.Public, Handler: authH.AcceptInvitation},

		{Method: "GET", Path: "/api/provider", Permission: access.Public, Handler: s.providerInfo},
		{Method: "GET", Path: "/api/provider/logo", Permission: access.Public, Handler: s.providerLogo},
		{Method: "GET", Path: "/api/documents/{name}", Permission: access.Authenticated, Handler: legal.Get},
		// The contact form ('Contact us'): a user's message to the provider's support address.
		{Method: "POST", Path: "/api/contact", Permission: access.Authenticated, Handler: s.support.Send},

		{Method: "GET", Path: "/api/profile", Permission: access.Authenticated, Handler: profile.Get, BeforeTwoFactor: true},
		{Method: "PUT", Path: "/api/profile", Permission: access.Authenticated, Handler: profile.SetOwn},
		{Method: "PUT", Path: "/api/profile/client", Permission: access.Authenticated, Handler: profile.SwitchClient},
		{Method: "PUT", Path: "/api/profile/password", Permission: access.Authenticated, Handler: authH.ChangePassword},
		{Method: "GET", Path: "/api/profile/sessions", Permission: access.Authenticated, Handler: authH.Sessions},
		{Method: "POST", Path: "/api/profile/sessions/end-others", Permission: access.Authenticated, Handler: authH.EndOtherSessions},
		{Method: "POST", Path: "/api/profile/two-factor", Permission: access.Authenticated, Handler: authH.BeginTwoFactor, BeforeTwoFactor: true},
		{Method: "POST", Path: "/api/profile/two-factor/confirm", Permission: access.Authenticated, Handler: authH.ConfirmTwoFactor, BeforeTwoFactor: true},
		{Method: "POST", Path: "/api/profile/two-factor/disable", Permission: access.Authenticated, Handler: authH.DisableTwoFactor},

		{Method: "GET", Path: "/api/users", Permission: access.ManageUsers, Handler: userList.List},
		{Method: "POST", Path: "/api/users", Permission: access.ManageUsers, Handler: manageUsers.Create},
		{Method: "GET", Path: "/api/users/{userId}", Permission: access.ManageUsers, Handler: manageUsers.Get},
		{Method: "GET", Path: "/api/users/{userId}/history", Permission: access.ManageUsers, Handler: manageUsers.History},
		{Method: "PUT", Path: "/api/users/{userId}", Permission: access.ManageUsers, Handler: manageUsers.Update},
		{Method: "POST", Path: "/api/users/{userId}/invitation", Permission: access.ManageUsers, Handler: manageUsers.Invite},
		{Method: "POST", Path: "/api/users/{userId}/deactivate", Permission: access.ManageUsers, Handler: manageUsers.Deactivate},
		{Method: "POST", Path: "/api/users/{userId}/activate", Permission: access.ManageUsers, Handler: manageUsers.Activate},

		{Method: "GET", Path: "/api/clients", Permission: access.ManageAccounts, Handler: accounts.List},
		{Method: "POST", Path: "/api/clients", Permission: access.ManageAccounts, Handler: accounts.Create},
		{Method: "GET", Path: "/api/clients/{clientId}", Permission: access.Authenticated, Handler: accounts.Get},
		{Method: "PUT", Path: "/api/clients/{clientId}", Permission: access.ManageAccounts, Handler: accounts.Update},
		// The dashboard: each figure only when the caller's level may read its list (internal/dashboard).
		{Method: "GET", Path: "/api/clients/{clientId}/dashboard", Permission: access.Authenticated, Handler: dashboards.Get},
		{Method: "GET", Path: "/api/clients/{clientId}/activity", Permission: access.ActivityRead, Handler: activityLog.List},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/activity", Permission: access.ActivityRead, Handler: exported(activityLog.Export()), BrowserForm: true},

		{Method: "GET", Path: "/api/clients/{clientId}/products", Permission: access.ProductsRead, Handler: s.products.List},
		{Method: "GET", Path: "/api/clients/{clientId}/products/{productId}", Permission: access.ProductsRead, Handler: s.products.Get},
		{Method: "GET", Path: "/api/clients/{clientId}/concept-products", Permission: access.ProductsRead, Handler: s.conceptProducts.List},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-products", Permission: access.ProductsWrite, Handler: s.conceptProducts.Create},
		{Method: "GET", Path: "/api/clients/{clientId}/concept-products/{conceptProductId}", Permission: access.ProductsRead, Handler: s.conceptProducts.Get},
		{Method: "PUT", Path: "/api/clients/{clientId}/concept-products/{conceptProductId}", Permission: access.ProductsWrite, Handler: s.conceptProducts.Update},
		{Method: "DELETE", Path: "/api/clients/{clientId}/concept-products/{conceptProductId}", Permission: access.ProductsWrite, Handler: s.conceptProducts.Delete},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-products/send", Permission: access.ProductsWrite, Handler: s.conceptProducts.Send},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-products/delete", Permission: access.ProductsWrite, Handler: s.conceptProducts.DeleteMany},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-products/bulk", Permission: access.ProductsWrite, Handler: s.conceptProducts.BulkEdit},

		{Method: "POST", Path: "/api/clients/{clientId}/concept-products/import", Permission: access.ProductsWrite, Handler: files.Import(s.productFiles.Importer.Import).ServeHTTP},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-products/import/template", Permission: access.ProductsWrite, Handler: products.Template.ServeHTTP, BrowserForm: true},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/products", Permission: access.ExportSupplier, Handler: exported(s.productFiles.Export()), BrowserForm: true},

		{Method: "GET", Path: "/api/clients/{clientId}/address-book", Permission: access.OrdersRead, Handler: s.addressBook.List},
		{Method: "POST", Path: "/api/clients/{clientId}/address-book", Permission: access.OrdersWrite, Handler: s.addressBook.Create},
		{Method: "GET", Path: "/api/clients/{clientId}/address-book/{addressBookAddressId}", Permission: access.OrdersRead, Handler: s.addressBook.Get},
		{Method: "PUT", Path: "/api/clients/{clientId}/address-book/{addressBookAddressId}", Permission: access.OrdersWrite, Handler: s.addressBook.Update},
		{Method: "DELETE", Path: "/api/clients/{clientId}/address-book/{addressBookAddressId}", Permission: access.OrdersWrite, Handler: s.addressBook.Delete},

		{Method: "GET", Path: "/api/clients/{clientId}/api-keys", Permission: access.ManageAPIKeys, Handler: apiKeys.List},
		{Method: "POST", Path: "/api/clients/{clientId}/api-keys", Permission: access.ManageAPIKeys, Handler: apiKeys.Create},
		{Method: "DELETE", Path: "/api/clients/{clientId}/api-keys/{apiKeyId}", Permission: access.ManageAPIKeys, Handler: apiKeys.Revoke},

		{Method: "GET", Path: "/api/login-policy", Permission: access.ManageAccounts, Handler: authH.Policy},
		{Method: "PUT", Path: "/api/login-policy", Permission: access.ManageAccounts, Handler: authH.SetPolicy},
		{Method: "GET", Path: "/api/warehouse-keys", Permission: access.ManageAccounts, Handler: warehouseKeys.List},
		{Method: "POST", Path: "/api/warehouse-keys", Permission: access.ManageAccounts, Handler: warehouseKeys.Create},
		{Method: "DELETE", Path: "/api/warehouse-keys/{warehouseKeyId}", Permission: access.ManageAccounts, Handler: warehouseKeys.Revoke},

		{Method: "GET", Path: "/api/warehouse/sales-orders", Permission: access.WarehouseAPI, Handler: s.warehouse.ListSalesOrders},
		{Method: "GET", Path: "/api/warehouse/sales-orders/{salesOrderId}", Permission: access.WarehouseAPI, Handler: s.warehouse.GetSalesOrder},
		{Method: "POST", Path: "/api/warehouse/sales-orders/{salesOrderId}/assign", Permission: access.WarehouseAPI, Handler: s.warehouse.Assign},
		{Method: "POST", Path: "/api/warehouse/shipments", Permission: access.WarehouseAPI, Handler: s.warehouse.Ship},
		{Method: "GET", Path: "/api/warehouse/deliveries", Permission: access.WarehouseAPI, Handler: s.warehouse.ListDeliveries},
		{Method: "GET", Path: "/api/warehouse/deliveries/{deliveryId}", Permission: access.WarehouseAPI, Handler: s.warehouse.GetDelivery},
		{Method: "POST", Path: "/api/warehouse/deliveries/{deliveryId}/arrival", Permission: access.WarehouseAPI, Handler: s.warehouse.Arrival},
		{Method: "POST", Path: "/api/warehouse/receipts", Permission: access.WarehouseAPI, Handler: s.warehouse.Receipt},
		{Method: "POST", Path: "/api/warehouse/returns", Permission: access.WarehouseAPI, Handler: s.warehouse.Return},
		{Method: "GET", Path: "/api/warehouse/products", Permission: access.WarehouseAPI, Handler: s.warehouse.Products},
		{Method: "POST", Path: "/api/warehouse/stock-corrections", Permission: access.WarehouseAPI, Handler: s.warehouse.StockCorrection},
		{Method: "POST", Path: "/api/warehouse/stock-status-changes", Permission: access.WarehouseAPI, Handler: s.warehouse.StockStatusChange},
		{Method: "POST", Path: "/api/clients/{clientId}/sales-orders", Permission: access.OrdersWrite, Handler: s.salesOrders.Create},
		{Method: "GET", Path: "/api/clients/{clientId}/sales-orders/next-number", Permission: access.OrdersWrite, Handler: s.salesOrders.NextNumber},
		{Method: "GET", Path: "/api/clients/{clientId}/sales-orders/{salesOrderId}", Permission: access.OrdersRead, Handler: s.salesOrders.Get},
		{Method: "GET", Path: "/api/clients/{clientId}/sales-orders/{salesOrderId}/history", Permission: access.OrdersRead, Handler: s.salesOrders.History},
		{Method: "PUT", Path: "/api/clients/{clientId}/sales-orders/{salesOrderId}", Permission: access.OrdersWrite, Handler: s.salesOrders.Update},
		{Method: "POST", Path: "/api/clients/{clientId}/sales-orders/{salesOrderId}/hold", Permission: access.OrdersWrite, Handler: s.salesOrders.Hold},
		{Method: "POST", Path: "/api/clients/{clientId}/sales-orders/{salesOrderId}/release", Permission: access.OrdersWrite, Handler: s.salesOrders.Release},
		{Method: "POST", Path: "/api/clients/{clientId}/sales-orders/{salesOrderId}/cancel", Permission: access.OrdersWrite, Handler: s.salesOrders.Cancel},
		{Method: "GET", Path: "/api/clients/{clientId}/concept-sales-orders", Permission: access.OrdersRead, Handler: s.conceptOrders.List},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-sales-orders", Permission: access.OrdersWrite, Handler: s.conceptOrders.Create},
		{Method: "GET", Path: "/api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}", Permission: access.OrdersRead, Handler: s.conceptOrders.Get},
		{Method: "PUT", Path: "/api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}", Permission: access.OrdersWrite, Handler: s.conceptOrders.Update},
		{Method: "DELETE", Path: "/api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}", Permission: access.OrdersWrite, Handler: s.conceptOrders.Delete},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-sales-orders/send", Permission: access.OrdersWrite, Handler: s.conceptOrders.Send},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-sales-orders/delete", Permission: access.OrdersWrite, Handler: s.conceptOrders.DeleteMany},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-sales-orders/bulk", Permission: access.OrdersWrite, Handler: s.conceptOrders.BulkEdit},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-sales-orders/import", Permission: access.OrdersWrite, Handler: files.Import(s.orderImporter.Import).ServeHTTP},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-sales-orders/import/template", Permission: access.OrdersWrite, Handler: orders.Template.ServeHTTP, BrowserForm: true},
		{Method: "GET", Path: "/api/clients/{clientId}/sales-orders", Permission: access.OrdersRead, Handler: s.orderOverview.List},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/orders", Permission: access.ExportAll, Handler: exported(orderExport), BrowserForm: true},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/orderlines", Permission: access.ExportAll, Handler: exported(orderLineExport), BrowserForm: true},

		{Method: "GET", Path: "/api/clients/{clientId}/deliveries", Permission: access.DeliveriesRead, Handler: s.deliveries.List},
		{Method: "POST", Path: "/api/clients/{clientId}/deliveries", Permission: access.DeliveriesWrite, Handler: s.deliveries.Create},
		{Method: "GET", Path: "/api/clients/{clientId}/deliveries/{deliveryId}", Permission: access.DeliveriesRead, Handler: s.deliveries.Get},
		{Method: "GET", Path: "/api/clients/{clientId}/deliveries/{deliveryId}/history", Permission: access.DeliveriesRead, Handler: s.deliveries.History},
		{Method: "PUT", Path: "/api/clients/{clientId}/deliveries/{deliveryId}", Permission: access.DeliveriesWrite, Handler: s.deliveries.Update},
		{Method: "POST", Path: "/api/clients/{clientId}/deliveries/{deliveryId}/cancel", Permission: access.DeliveriesWrite, Handler: s.deliveries.Cancel},
		{Method: "GET", Path: "/api/clients/{clientId}/concept-deliveries", Permission: access.DeliveriesRead, Handler: s.conceptDeliveries.List},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-deliveries", Permission: access.DeliveriesWrite, Handler: s.conceptDeliveries.Create},
		{Method: "GET", Path: "/api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}", Permission: access.DeliveriesRead, Handler: s.conceptDeliveries.Get},
		{Method: "PUT", Path: "/api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}", Permission: access.DeliveriesWrite, Handler: s.conceptDeliveries.Update},
		{Method: "DELETE", Path: "/api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}", Permission: access.DeliveriesWrite, Handler: s.conceptDeliveries.Delete},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-deliveries/send", Permission: access.DeliveriesWrite, Handler: s.conceptDeliveries.Send},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-deliveries/delete", Permission: access.DeliveriesWrite, Handler: s.conceptDeliveries.DeleteMany},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-deliveries/bulk", Permission: access.DeliveriesWrite, Handler: s.conceptDeliveries.BulkEdit},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-deliveries/import", Permission: access.DeliveriesWrite, Handler: files.Import(s.deliveryImporter.Import).ServeHTTP},
		{Method: "POST", Path: "/api/clients/{clientId}/concept-deliveries/import/template", Permission: access.DeliveriesWrite, Handler: deliveries.Template.ServeHTTP, BrowserForm: true},
		{Method: "GET", Path: "/api/clients/{clientId}/receipts", Permission: access.DeliveriesRead, Handler: s.deliveries.ListReceipts},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/inbound-shipments", Permission: access.ExportSupplier, Handler: exported(s.deliveries.Export()), BrowserForm: true},

		{Method: "GET", Path: "/api/clients/{clientId}/returns", Permission: access.StockRead, Handler: s.returns.List},
		{Method: "GET", Path: "/api/clients/{clientId}/stock", Permission: access.StockRead, Handler: s.stockReports.Overview},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/stock", Permission: access.ExportAll, Handler: exported(s.stockReports.OverviewExport()), BrowserForm: true},
		{Method: "GET", Path: "/api/clients/{clientId}/stock/month", Permission: access.StockRead, Handler: s.stockReports.Month},
		{Method: "GET", Path: "/api/clients/{clientId}/products/{productId}/stock-months", Permission: access.StockRead, Handler: s.stockReports.ProductMonths},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/stock-month", Permission: access.ExportAll, Handler: exported(s.stockReports.MonthExport()), BrowserForm: true},
		{Method: "GET", Path: "/api/clients/{clientId}/stock/batches", Permission: access.StockRead, Handler: s.stockReports.Batches},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/stock-batches", Permission: access.ExportAll, Handler: exported(s.stockReports.BatchExport()), BrowserForm: true},
		{Method: "GET", Path: "/api/clients/{clientId}/stock/flow", Permission: access.StockRead, Handler: s.stockReports.Flow},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/stock-flow", Permission: access.ExportAll, Handler: exported(s.stockReports.FlowExport()), BrowserForm: true},
		{Method: "POST", Path: "/api/clients/{clientId}/exports/returns", Permission: access.ExportAll, Handler: exported(s.returns.Export()), BrowserForm: true},
	}
}
