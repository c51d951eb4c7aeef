package users

import (
	"net/http"

	"kade/internal/domain"
	"kade/internal/httpx"
)

// ProfileHandlers serve the logged-in user's profile.
type ProfileHandlers struct{ Profiles *Profiles }

// Get answers GET /api/profile.
func (h ProfileHandlers) Get(w http.ResponseWriter, r *http.Request) {
	u, _ := Current(r.Context())
	profile, err := h.Profiles.Of(r.Context(), u)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, profile)
}

type switchClientRequest struct {
	ClientID *int64 `json:"client_id"`
}

// SwitchClient answers PUT /api/profile/client.
func (h ProfileHandlers) SwitchClient(w http.ResponseWriter, r *http.Request) {
	var req switchClientRequest
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if req.ClientID == nil {
		v := domain.ValidationErrors{}
		v.Add("client_id", "validation.required")
		httpx.Error(w, r, v)
		return
	}
	u, _ := Current(r.Context())
	profile, err := h.Profiles.SwitchClient(r.Context(), u, *req.ClientID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, profile)
}

// SetOwn answers PUT /api/profile: the caller's own name and language.
func (h ProfileHandlers) SetOwn(w http.ResponseWriter, r *http.Request) {
	var o OwnSettings
	if err := httpx.Decode(w, r, &o); err != nil {
		httpx.Error(w, r, err)
		return
	}
	u, _ := Current(r.Context())
	profile, err := h.Profiles.SetOwn(r.Context(), u, o)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, profile)
}
