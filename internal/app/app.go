// Package app wires a Kade instance together from its configuration: the database, the services and
// the HTTP server, and runs it with its background jobs until asked to stop.
package app

import (
	"cmp"
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"strings"
	"time"

	"kade/internal/addressbook"
	"kade/internal/apikeys"
	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/config"
	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/domain"
	"kade/internal/idempotency"
	"kade/internal/jobs"
	"kade/internal/mail"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/returns"
	"kade/internal/server"
	"kade/internal/stock"
	"kade/internal/stockreports"
	"kade/internal/support"
	"kade/internal/users"
	"kade/internal/warehouse"
	"kade/web"
)

// App is one wired instance.
type App struct {
	Config  *config.Config
	DB      *db.DB
	Users   *users.Store
	Clients *clients.Store
	Auth    *auth.Service
	Mail    *mail.Dispatcher
	Server  *server.Server
	Log     *slog.Logger
	// Idempotency keeps the answers given to creates with an Idempotency-Key.
	Idempotency *idempotency.Keys
	// ConceptDeliveries are the concept deliveries, whose imported ones the job sends once due.
	ConceptDeliveries *deliveries.Concepts
	// APIKeys are the webshops' keys, kept in memory while the job api-key-changes listens.
	APIKeys *apikeys.Keys
}

// Open connects to the configured database, migrates it and builds the services.
func Open(ctx context.Context, cfg *config.Config, log *slog.Logger) (*App, error) {
	var logo *server.Logo
	if cfg.Logo != "" {
		var err error
		if logo, err = server.ReadLogo(cfg.Logo); err != nil {
			return nil, err
		}
	}
	d, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	if err := d.Migrate(ctx); err != nil {
		d.Close()
		return nil, err
	}
	sender, err := mail.NewSender(cfg.SMTPURL, cfg.MailFrom, log)
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("mail: %w", err)
	}
	webFS, err := fs.Sub(web.Dist, "dist")
	if err != nil {
		d.Close()
		return nil, err
	}
	a := &App{Config: cfg, DB: d, Log: log, Users: users.NewStore(d), Clients: clients.NewStore(d),
		Mail: mail.NewDispatcher(d, sender, log), Idempotency: idempotency.New(d), ConceptDeliveries: deliveries.NewConcepts(d),
		APIKeys: apikeys.New(d)}
	a.Users.OnChange(a.Clients.ForgetUser)
	a.Auth = auth.NewService(d, a.Users, auth.Settings{
		BaseURL: cfg.BaseURL, ProviderName: cfg.ProviderName, ContactEmail: cfg.ContactEmail,
	}, a.Mail.Poke)
	a.Server = server.New(server.Deps{DB: d, Auth: a.Auth, Profiles: users.NewProfiles(a.Users, a.Clients),
		UserManagement: users.NewManagement(a.Users, a.Auth),
		Clients:        a.Clients, Log: log, Web: webFS,
		Products:        products.Handlers{Catalogue: products.NewCatalogue(d)},
		ConceptProducts: products.NewConceptHandlers(products.NewConcepts(d), a.Idempotency),
		ProductFiles:    products.FileHandlers{Importer: products.NewImporter(d), Exporter: products.NewExporter(d)},
		AddressBook:     addressbook.Handlers{Book: addressbook.NewBook(d), Keys: a.Idempotency},
		APIKeys:         a.APIKeys,
		SalesOrders:     orders.Handlers{Orders: orders.NewOrders(d), Keys: a.Idempotency},
		ConceptOrders:   orders.NewConceptHandlers(orders.NewConcepts(d), a.Idempotency),
		OrderImporter:   orders.NewImporter(d),
		OrderOverview:   orders.OverviewHandlers{Orders: orders.NewOrders(d)},
		Deliveries: deliveries.Handlers{Deliveries: deliveries.NewDeliveries(d), Keys: a.Idempotency,
			Receipts: deliveries.NewReceipts(d)},
		ConceptDeliveries: deliveries.NewConceptHandlers(a.ConceptDeliveries, a.Idempotency),
		DeliveryImporter:  deliveries.NewImporter(d),
		WarehouseKeys:     warehouse.NewKeys(d),
		Warehouse:         warehouse.API{Orders: orders.NewOrders(d), Deliveries: deliveries.NewDeliveries(d), Keys: a.Idempotency, DB: d, Returns: returns.NewReturns(d)},
		Returns:           returns.Handlers{Returns: returns.NewReturns(d)},
		StockReports:      stockreports.Handlers{Reports: stockreports.NewReports(d)},
		Provider: server.Provider{Name: cfg.ProviderName, ContactEmail: cfg.ContactEmail, Website: cfg.Website,
			Address: strings.ReplaceAll(cfg.Address, `\n`, "\n"), Phone: cfg.Phone, Hours: cfg.Hours},
		Logo:    logo,
		Support: support.Handlers{Contact: support.New(d, a.Clients, cmp.Or(cfg.SupportEmail, cfg.ContactEmail), a.Mail.Poke)}})
	return a, nil
}

// Close closes the database.
func (a *App) Close() error { return a.DB.Close() }

// resetMailsPoll is how often an instance looks for password forgotten requests that no instance
// handled yet (one stopped right after recording them); its own it handles at once.
const resetMailsPoll = 30 * time.Second

// StartJobs starts the background jobs: the mail dispatcher, the password reset mails, the purge of
// what expired and of the idempotency keys older than a day, and the send of imported concept
// deliveries once due. The runner's Shutdown stops them.
func (a *App) StartJobs() *jobs.Runner {
	runner := jobs.New(a.Log)
	runner.Go("mail", a.Mail.Run)
	runner.Go("login-changes", func(ctx context.Context) {
		if err := a.Auth.ListenForLoginChanges(ctx); err != nil {
			a.Log.Error("listen for login changes", "err", err)
		}
	})
	runner.Go("account-changes", func(ctx context.Context) {
		if err := a.Clients.ListenForChanges(ctx); err != nil {
			a.Log.Error("listen for account changes", "err", err)
		}
	})
	runner.Go("api-key-changes", func(ctx context.Context) {
		if err := a.APIKeys.ListenForChanges(ctx); err != nil {
			a.Log.Error("listen for API key changes", "err", err)
		}
	})
	runner.Go("reset-mails", func(ctx context.Context) {
		every(ctx, resetMailsPoll, a.Auth.ResetRequested(), a.Auth.MailResetLinks, a.Log)
	})
	runner.Go("statistics", func(ctx context.Context) { every(ctx, time.Second, nil, a.DB.AnalyzeChanged, a.Log) })
	runner.Go("purge-expired", func(ctx context.Context) { every(ctx, time.Hour, nil, a.Auth.PurgeExpired, a.Log) })
	runner.Go("purge-idempotency-keys", func(ctx context.Context) {
		every(ctx, time.Hour, nil, a.Idempotency.PurgeExpired, a.Log)
	})
	runner.Go("expire-lots", func(ctx context.Context) {
		every(ctx, time.Hour, nil, func(ctx context.Context) error {
			now := time.Now()
			_, err := stock.ExpireLots(ctx, a.DB, domain.Today(now), now)
			return err
		}, a.Log)
	})
	runner.Go("send-concept-deliveries", func(ctx context.Context) {
		every(ctx, deliveries.AutoSendPoll, nil, func(ctx context.Context) error {
			_, err := a.ConceptDeliveries.SendDue(ctx, db.Now())
			return err
		}, a.Log)
	})
	return runner
}

// every runs fn each interval, and whenever poke signals (nil: never), until ctx ends, logging failures.
func every(ctx context.Context, interval time.Duration, poke <-chan struct{}, fn func(context.Context) error, log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if err := fn(ctx); err != nil && ctx.Err() == nil {
			log.Error("background job failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-poke:
		}
	}
}
