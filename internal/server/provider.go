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
}

// providerInfo answers GET /api/provider.
func (s *Server) providerInfo(w http.ResponseWriter, r *http.Request) { httpx.Data(w, s.provider) }
