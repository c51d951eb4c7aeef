package products

import (
	"encoding/json"
	"net/http"
	"strconv"

	"kade/internal/clients"
	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/users"
)

// Handlers serves the product and concept product routes.
type Handlers struct {
	Catalogue *Catalogue
}

// List answers GET /api/clients/{clientId}/products.
func (h Handlers) List(w http.ResponseWriter, r *http.Request) {
	f, err := ParseListFilter(r.URL.Query())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	rows, next, total, err := h.Catalogue.List(r.Context(), account.ID, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.List(w, rows, next, total)
}

// Get answers GET /api/clients/{clientId}/products/{productId}.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, "productId")
	if !ok {
		return
	}
	account, _ := clients.Current(r.Context())
	detail, err := h.Catalogue.Product(r.Context(), account.ID, account.Name, id)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, detail)
}

// Concepts answers GET /api/clients/{clientId}/concept-products.
func (h Handlers) Concepts(w http.ResponseWriter, r *http.Request) {
	f, err := ParseConceptFilter(r.URL.Query())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	rows, next, total, err := h.Catalogue.Concepts(r.Context(), account.ID, account.Name, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.List(w, rows, next, total)
}

// CreateConcept answers POST /api/clients/{clientId}/concept-products.
func (h Handlers) CreateConcept(w http.ResponseWriter, r *http.Request) {
	f := NewFields()
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	concept, err := h.Catalogue.CreateConcept(r.Context(), account.ID, user.ID, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, httpx.Envelope{Data: concept})
}

// Concept answers GET /api/clients/{clientId}/concept-products/{conceptProductId}.
func (h Handlers) Concept(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, "conceptProductId")
	if !ok {
		return
	}
	account, _ := clients.Current(r.Context())
	concept, err := h.Catalogue.Concept(r.Context(), account.ID, id)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, concept)
}

// UpdateConcept answers PUT /api/clients/{clientId}/concept-products/{conceptProductId}.
func (h Handlers) UpdateConcept(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, "conceptProductId")
	if !ok {
		return
	}
	f := NewFields()
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	concept, err := h.Catalogue.UpdateConcept(r.Context(), account.ID, id, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, concept)
}

// DeleteConcept answers DELETE /api/clients/{clientId}/concept-products/{conceptProductId}.
func (h Handlers) DeleteConcept(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, "conceptProductId")
	if !ok {
		return
	}
	account, _ := clients.Current(r.Context())
	if err := h.Catalogue.DeleteConcept(r.Context(), account.ID, id); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.NoContent(w)
}

type sendRequest struct {
	IDs []int64 `json:"ids"`
}

// SendConcepts answers POST /api/clients/{clientId}/concept-products/send.
func (h Handlers) SendConcepts(w http.ResponseWriter, r *http.Request) {
	var req sendRequest
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	result, err := h.Catalogue.Send(r.Context(), account.ID, req.IDs)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, result)
}

type bulkEditRequest struct {
	IDs     []int64                    `json:"ids"`
	Changes map[string]json.RawMessage `json:"changes"`
}

// BulkEditConcepts answers POST /api/clients/{clientId}/concept-products/bulk.
func (h Handlers) BulkEditConcepts(w http.ResponseWriter, r *http.Request) {
	var req bulkEditRequest
	if err := httpx.Decode(w, r, &req); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	result, err := h.Catalogue.BulkEdit(r.Context(), account.ID, req.IDs, req.Changes)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, result)
}

// pathID reads an id from the path; anything that is not one is answered 404, like an unknown id.
func pathID(w http.ResponseWriter, r *http.Request, name string) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id < 1 {
		httpx.Error(w, r, domain.ErrNotFound)
		return 0, false
	}
	return id, true
}
