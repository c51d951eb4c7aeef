// Package server is Kade's HTTP front: the route table with every route's permission, the middleware
// around it (request ids, logs, metrics, security headers, authentication, tenant scoping) and the
// single-page app the binary carries.
package server

import (
	"io/fs"
	"log/slog"
	"net/http"
	"strings"

	"kade/internal/access"
	"kade/internal/addressbook"
	"kade/internal/apikeys"
	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/returns"
	"kade/internal/stockreports"
	"kade/internal/support"
	"kade/internal/users"
	"kade/internal/warehouse"
)

// Deps is what the server is built from.
type Deps struct {
	DB                *db.DB
	Auth              *auth.Service
	Profiles          *users.Profiles
	UserManagement    *users.Management
	Clients           *clients.Store
	Products          products.Handlers
	ConceptProducts   products.ConceptHandlers
	ProductFiles      products.FileHandlers
	AddressBook       addressbook.Handlers
	APIKeys           *apikeys.Keys
	SalesOrders       orders.Handlers
	ConceptOrders     orders.ConceptHandlers
	OrderImporter     *orders.Importer
	OrderOverview     orders.OverviewHandlers
	Deliveries        deliveries.Handlers
	ConceptDeliveries deliveries.ConceptHandlers
	DeliveryImporter  *deliveries.Importer
	WarehouseKeys     *warehouse.Keys
	Warehouse         warehouse.API
	Returns           returns.Handlers
	StockReports      stockreports.Handlers
	Log               *slog.Logger
	// Web holds the built frontend (index.html and assets at its root).
	Web      fs.FS
	Provider Provider
	// Logo is the provider's logo; nil shows Kade's own.
	Logo    *Logo
	Support support.Handlers
}

// Server serves the API and the frontend.
type Server struct {
	db                *db.DB
	auth              *auth.Service
	profiles          *users.Profiles
	userManagement    *users.Management
	clients           *clients.Store
	products          products.Handlers
	conceptProducts   products.ConceptHandlers
	productFiles      products.FileHandlers
	addressBook       addressbook.Handlers
	apiKeys           *apikeys.Keys
	salesOrders       orders.Handlers
	conceptOrders     orders.ConceptHandlers
	orderImporter     *orders.Importer
	orderOverview     orders.OverviewHandlers
	deliveries        deliveries.Handlers
	conceptDeliveries deliveries.ConceptHandlers
	deliveryImporter  *deliveries.Importer
	warehouseKeys     *warehouse.Keys
	warehouse         warehouse.API
	returns           returns.Handlers
	stockReports      stockreports.Handlers
	log               *slog.Logger
	metrics           *metrics
	web               fs.FS
	provider          Provider
	logo              *Logo
	support           support.Handlers
}

func New(d Deps) *Server {
	return &Server{db: d.DB, auth: d.Auth, profiles: d.Profiles, userManagement: d.UserManagement, clients: d.Clients, products: d.Products, conceptProducts: d.ConceptProducts, productFiles: d.ProductFiles, addressBook: d.AddressBook,
		apiKeys: d.APIKeys, salesOrders: d.SalesOrders, conceptOrders: d.ConceptOrders, orderImporter: d.OrderImporter, orderOverview: d.OrderOverview,
		deliveries: d.Deliveries, conceptDeliveries: d.ConceptDeliveries, deliveryImporter: d.DeliveryImporter,
		warehouseKeys: d.WarehouseKeys, warehouse: d.Warehouse, returns: d.Returns, stockReports: d.StockReports, log: d.Log,
		metrics: newMetrics(), web: d.Web, provider: d.Provider, logo: d.Logo, support: d.Support}
}

// Routes exposes the route table to tests and tools.
func (s *Server) Routes() []Route { return s.routes() }

// Handler is the whole HTTP handler: every route of the table behind its permission, JSON 404s for
// unknown /api paths and the frontend for everything else.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	for _, rt := range s.routes() {
		mux.Handle(rt.Method+" "+rt.Path, s.guard(rt))
	}
	mux.Handle("/api/", apiFallback(mux))
	mux.Handle("/", s.spa())
	return s.requestID(s.observe(securityHeaders(recoverPanic(mux))))
}

// guard wraps a route's handler in the checks its permission asks for.
func (s *Server) guard(rt Route) http.Handler {
	h := http.Handler(rt.Handler)
	if strings.Contains(rt.Path, "{clientId}") {
		h = s.tenant(h)
	}
	if rt.Permission == access.Public {
		if rt.BrowserForm {
			return requireSameOrigin(h)
		}
		return h
	}
	h = requirePermission(rt.Permission, rt.BeforeTwoFactor, h)
	if rt.BrowserForm {
		return s.authenticateForm(h)
	}
	return s.authenticate(h)
}
