package support

import (
	"net/http"

	"kade/internal/httpx"
	"kade/internal/users"
)

// Handlers serve the contact form.
type Handlers struct{ Contact *Contact }

// Send answers POST /api/contact: 202 when the message is queued.
func (h Handlers) Send(w http.ResponseWriter, r *http.Request) {
	u, ok := users.Current(r.Context())
	if !ok {
		httpx.Message(w, http.StatusUnauthorized, "errors.401")
		return
	}
	var m Message
	if err := httpx.Decode(w, r, &m); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if err := h.Contact.Send(r.Context(), u, m); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Message(w, http.StatusAccepted, "support.sent")
}
