package products

import (
	"context"
	"encoding/json"
	"errors"

	"kade/internal/db"
	"kade/internal/domain"
)

// maxBulkIDs is how many concepts one bulk send or bulk edit may name.
const maxBulkIDs = 1000

// BulkResult says which concepts a bulk action succeeded for and why the others failed.
type BulkResult struct {
	Succeeded []int64       `json:"succeeded"`
	Failed    []BulkFailure `json:"failed"`
}

// BulkFailure is a concept a bulk action failed for, with its errors.
type BulkFailure struct {
	ID     int64                   `json:"id"`
	Errors domain.ValidationErrors `json:"errors"`
}

func (r *BulkResult) add(id int64, errs domain.ValidationErrors) {
	if len(errs) == 0 {
		r.Succeeded = append(r.Succeeded, id)
	} else {
		r.Failed = append(r.Failed, BulkFailure{ID: id, Errors: errs})
	}
}

var notFoundErrors = domain.ValidationErrors{"id": {"errors.404"}}

// Send turns each Ready concept into a product and removes it; a concept with errors (checked again:
// its article number may have been taken since) stays with them. Each concept is its own
// transaction, so one that fails never holds back the others.
func (c *Catalogue) Send(ctx context.Context, clientID int64, ids []int64) (BulkResult, error) {
	errs := domain.ValidationErrors{}
	if ids = checkIDs(ids, errs); len(errs) > 0 {
		return BulkResult{}, domain.ValidationErrors(errs)
	}
	result := BulkResult{Succeeded: []int64{}, Failed: []BulkFailure{}}
	for _, id := range ids {
		errs, err := c.sendOne(ctx, clientID, id)
		if errors.Is(err, domain.ErrNotFound) {
			errs, err = notFoundErrors, nil
		}
		if err != nil {
			return BulkResult{}, err
		}
		result.add(id, errs)
	}
	return result, nil
}

func (c *Catalogue) sendOne(ctx context.Context, clientID, id int64) (domain.ValidationErrors, error) {
	var errs domain.ValidationErrors
	err := c.db.Tx(ctx, func(q db.Q) error {
		concept, err := conceptByID(ctx, q, clientID, id)
		if err != nil {
			return err
		}
		if errs, err = conceptErrors(ctx, q, clientID, id, concept.Fields, concept.Errors, nil); err != nil {
			return err
		}
		if len(errs) > 0 {
			return updateConcept(ctx, q, id, concept.Fields, errs)
		}
		if _, err := q.Exec(ctx, `DELETE FROM concept_products WHERE id = ?`, id); err != nil {
			return err
		}
		_, err = CreateProduct(ctx, q, clientID, concept.OriginalSource, concept.Fields)
		return err
	})
	var taken domain.ValidationErrors
	if errors.As(err, &taken) {
		// Another transaction took the article number after our check; rolled back, the concept stays.
		return domain.ValidationErrors(taken), nil
	}
	return errs, err
}

// BulkEdit sets the same changes on many concepts in one transaction and checks each again:
// succeeded are Ready now, failed still have errors. Changes that are no product field or of the
// wrong type are answered 422 and change nothing.
func (c *Catalogue) BulkEdit(ctx context.Context, clientID int64, ids []int64, changes map[string]json.RawMessage) (BulkResult, error) {
	errs := checkChanges(changes)
	if ids = checkIDs(ids, errs); len(errs) > 0 {
		return BulkResult{}, domain.ValidationErrors(errs)
	}
	result := BulkResult{Succeeded: []int64{}, Failed: []BulkFailure{}}
	err := c.db.Tx(ctx, func(q db.Q) error {
		for _, id := range ids {
			errs, err := editOne(ctx, q, clientID, id, changes)
			if errors.Is(err, domain.ErrNotFound) {
				errs, err = notFoundErrors, nil
			}
			if err != nil {
				return err
			}
			result.add(id, errs)
		}
		return nil
	})
	return result, err
}

func editOne(ctx context.Context, q db.Q, clientID, id int64, changes map[string]json.RawMessage) (domain.ValidationErrors, error) {
	concept, err := conceptByID(ctx, q, clientID, id)
	if err != nil {
		return nil, err
	}
	f, changed, err := applyChanges(concept.Fields, changes)
	if err != nil {
		return nil, err
	}
	errs, err := conceptErrors(ctx, q, clientID, id, f, concept.Errors, changed)
	if err != nil {
		return nil, err
	}
	return errs, updateConcept(ctx, q, id, f, errs)
}

// checkIDs checks a bulk action's ids (1 to maxBulkIDs) into errs and drops repeated ones.
func checkIDs(ids []int64, errs domain.ValidationErrors) []int64 {
	switch {
	case len(ids) == 0:
		errs.Add("ids", "validation.required")
	case len(ids) > maxBulkIDs:
		errs.Add("ids", "validation.max", maxBulkIDs)
	}
	seen := map[int64]bool{}
	unique := make([]int64, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			unique = append(unique, id)
		}
	}
	return unique
}
