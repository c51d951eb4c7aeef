package server

import (
	"net/http"

	"kade/internal/httpx"
)

// Provider is who runs this portal, as its users see it: the menu's Support links point here.
type Provider struct {
	Name         string `json:"name"`
	ContactEmail string `json:"contact_email"`
	Website      string `json:"website"`
	// Address is the postal address, its lines separated by "\n".
	Address string `json:"address"`
	Phone   string `json:"phone"`
	// Hours is when the provider answers, as the provider words it.
	Hours string `json:"hours"`
	// LogoURL is where the provider's logo is served, empty without one (the login card and the
	// layout then show Kade's own).
	LogoURL string `json:"logo_url"`
}

// providerInfo answers GET /api/provider.
func (s *Server) providerInfo(w http.ResponseWriter, r *http.Request) {
	provider := s.provider
	if s.logo != nil {
		provider.LogoURL = "/api/provider/logo"
	}
	httpx.Data(w, provider)
}
