package server

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"kade/internal/access"
	"kade/internal/apikeys"
	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/httpx"
	"kade/internal/users"
	"kade/internal/warehouse"
)

// authenticate lets a request through when its bearer token is valid, with the user in its context.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.withUser(w, r, auth.BearerToken(r), next)
	})
}

// authenticateForm is authenticate for browser-form posts: the session cookie stands in for the
// header, and the Origin must be this portal, so another site cannot make the browser post for it.
func (s *Server) authenticateForm(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := auth.BearerToken(r)
		if token == "" {
			if !sameOrigin(r) {
				httpx.Error(w, r, domain.ErrForbidden)
				return
			}
			if c, err := r.Cookie(auth.SessionCookie); err == nil {
				token = c.Value
			}
		}
		s.withUser(w, r, token, next)
	})
}

func (s *Server) withUser(w http.ResponseWriter, r *http.Request, token string, next http.Handler) {
	ctx, err := s.caller(r.Context(), token)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	next.ServeHTTP(w, r.WithContext(ctx))
}

// caller is ctx with who calls with token: the user of a login's token; for an account's API key a
// caller of level Webshop in that account (not a user: ID 0, so nothing records it as one), with the
// key's account as the current one; for a warehouse key a caller of level Warehouse with the key's
// reach (warehouse.CallerOf). The caller is also the actor of the changes the request makes
// (events.WithActor).
func (s *Server) caller(ctx context.Context, token string) (context.Context, error) {
	if strings.HasPrefix(token, warehouse.Prefix) {
		key, err := s.warehouseKeys.Authenticate(ctx, token)
		if err != nil {
			return nil, err
		}
		ctx = events.WithActor(ctx, events.Actor{Kind: events.ActorWarehouse, Name: key.Name})
		return warehouse.WithCaller(users.WithCurrent(ctx, users.User{Name: key.Name, Level: access.Warehouse}), key), nil
	}
	if !strings.HasPrefix(token, apikeys.Prefix) {
		u, err := s.auth.Authenticate(ctx, token)
		if err != nil {
			return nil, err
		}
		return events.WithActor(users.WithCurrent(ctx, u), events.UserActor(u.ID, u.Name)), nil
	}
	key, err := s.apiKeys.Authenticate(ctx, token)
	if err != nil {
		return nil, err
	}
	u := users.User{Name: key.Name, Level: access.Webshop, ClientID: &key.Account.ID}
	ctx = events.WithActor(ctx, events.Actor{Kind: events.ActorWebshop, Name: key.Name})
	return clients.WithCurrent(users.WithCurrent(ctx, u), key.Account), nil
}

// requireSameOrigin lets a public browser form through only when this portal's own page posted it.
// auth/dispense carries its token in the form, so another site could otherwise log the browser into
// an account of its choosing (login CSRF).
func requireSameOrigin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !sameOrigin(r) {
			httpx.Error(w, r, domain.ErrForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// sameOrigin reports whether the request's Origin header names this host.
func sameOrigin(r *http.Request) bool {
	origin, err := url.Parse(r.Header.Get("Origin"))
	return err == nil && origin.Host != "" && strings.EqualFold(origin.Host, r.Host)
}

// requirePermission lets a request through when its caller's level allows p. A session that must set
// up two-factor login first (the provider requires it of its staff) reaches only the routes that
// allow it (beforeTwoFactor): anything else is 403 auth.two_factor.required.
func requirePermission(p access.Permission, beforeTwoFactor bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, ok := users.Current(r.Context())
		if !ok {
			httpx.Error(w, r, domain.ErrUnauthorized)
			return
		}
		if !access.Allows(u.Level, p) {
			httpx.Error(w, r, domain.ErrForbidden)
			return
		}
		if u.MustSetUpTwoFactor && !beforeTwoFactor {
			httpx.Message(w, http.StatusForbidden, "auth.two_factor.required")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// tenant lets a /api/clients/{clientId}/... request through only when the caller may see that
// account; any other account, existing or not, is a 404.
func (s *Server) tenant(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, ok := users.Current(r.Context())
		id, err := strconv.ParseInt(r.PathValue("clientId"), 10, 64)
		if !ok || err != nil {
			httpx.Error(w, r, domain.ErrNotFound)
			return
		}
		var c clients.Client
		if u.Level == access.Webshop {
			c, err = webshopAccount(r.Context(), id)
		} else {
			c, err = s.clients.Visible(r.Context(), u.ID, u.Level, id)
		}
		if err != nil {
			httpx.Error(w, r, err)
			return
		}
		next.ServeHTTP(w, r.WithContext(clients.WithCurrent(r.Context(), c)))
	})
}

// webshopAccount is account id when an API key of it calls (its account came with the key), else
// domain.ErrNotFound.
func webshopAccount(ctx context.Context, id int64) (clients.Client, error) {
	if c, ok := clients.Current(ctx); ok && c.ID == id {
		return c, nil
	}
	return clients.Client{}, domain.ErrNotFound
}
