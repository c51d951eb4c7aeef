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
}

// providerInfo answers GET /api/provider.
func (s *Server) providerInfo(w http.ResponseWriter, r *http.Request) { httpx.Data(w, s.provider) }
