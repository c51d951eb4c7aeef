package concepts

import (
	"cmp"
	"context"
	"errors"
	"log/slog"

	"kade/internal/db"
	"kade/internal/domain"
)

// MaxBulkIDs is how many concepts one bulk action may name.
const MaxBulkIDs = 1000

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

func newBulkResult() BulkResult { return BulkResult{Succeeded: []int64{}, Failed: []BulkFailure{}} }

func (r *BulkResult) add(id int64, errs domain.ValidationErrors) {
	if len(errs) == 0 {
		r.Succeeded = append(r.Succeeded, id)
	} else {
		r.Failed = append(r.Failed, BulkFailure{ID: id, Errors: errs})
	}
}

var (
	notFoundErrors = domain.ValidationErrors{"id": {"errors.404"}}
	// failedErrors are a concept's when its send failed on our side (the cause is logged).
	failedErrors = domain.ValidationErrors{"id": {"errors.500"}}
)

// Send turns each Ready concept into what it prepares and removes it; a concept with errors
// (checked again: a number may have been taken since) stays with them. Each concept is its own
// transaction, so one that fails never holds back the others: also a send that fails on our side
// only fails its concept (errors.500, its cause logged). The transactions run as many at once as
// the database is worth (db.Writers); the result names the concepts in the order of ids.
func (s *Concepts[T, R]) Send(ctx context.Context, clientID int64, ids []int64) (BulkResult, error) {
	errs := domain.ValidationErrors{}
	if ids = checkIDs(ids, errs); len(errs) > 0 {
		return BulkResult{}, errs
	}
	sent := make([]domain.ValidationErrors, len(ids))
	_ = eachAtOnce(len(ids), s.db.Writers(), func(i int) error {
		errs, err := s.sendOne(ctx, clientID, ids[i])
		switch {
		case errors.Is(err, domain.ErrNotFound):
			errs = notFoundErrors
		case err != nil:
			slog.ErrorContext(ctx, "send concept", "table", s.e.Table, "id", ids[i], "err", err)
			errs = failedErrors
		}
		sent[i] = errs
		return nil // the concept fails alone
	})
	result := newBulkResult()
	for i, id := range ids {
		result.add(id, sent[i])
	}
	return result, nil
}

func (s *Concepts[T, R]) sendOne(ctx context.Context, clientID, id int64) (domain.ValidationErrors, error) {
	errs, err := db.TxValue(ctx, s.db, func(q db.Q) (domain.ValidationErrors, error) {
		return s.sendIn(ctx, q, clientID, id)
	})
	if refused := domain.FieldsOf(err); refused != nil {
		// Send refused after our check (another transaction took a number); rolled back, the concept stays.
		return refused, nil
	}
	return errs, err
}

// sendIn sends one concept in the caller's transaction: a concept with errors now is kept with
// them, a Ready one is deleted and becomes what it prepares. The delete is what claims it: of two
// transactions sending one concept (two users, or a user and SendDue) only the one whose delete
// removed the row sends it; the other finds it gone (domain.ErrNotFound).
func (s *Concepts[T, R]) sendIn(ctx context.Context, q db.Q, clientID, id int64) (domain.ValidationErrors, error) {
	concept, err := s.get(ctx, q, clientID, id)
	if err != nil {
		return nil, err
	}
	errs, err := s.errorsNow(ctx, q, clientID, id, concept.Fields, concept.Errors, nil)
	if err != nil {
		return nil, err
	}
	if len(errs) > 0 {
		return errs, s.update(ctx, q, id, concept.Fields, errs)
	}
	res, err := q.Exec(ctx, `DELETE FROM `+s.e.Table+` WHERE id = ?`, id)
	if err != nil {
		return nil, err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return nil, cmp.Or(err, domain.ErrNotFound)
	}
	return nil, s.e.Send(ctx, q, clientID, concept)
}

// BulkEdit sets the same changes on many concepts in one transaction and checks each again:
// succeeded are Ready now, failed still have errors. No changes, or a text longer than its field
// takes, is answered 422 and changes nothing; the changes' keys and types were read by the handler
// (see Changes).
func (s *Concepts[T, R]) BulkEdit(ctx context.Context, clientID int64, ids []int64, changes Changes[T]) (BulkResult, error) {
	errs := domain.ValidationErrors{}
	checkChanges[T](changes, s.e.TextBounds, errs)
	if ids = checkIDs(ids, errs); len(errs) > 0 {
		return BulkResult{}, errs
	}
	var result BulkResult
	err := s.db.Tx(ctx, func(q db.Q) error {
		result = newBulkResult() // Tx may run this again
		for _, id := range ids {
			errs, err := s.editOne(ctx, q, clientID, id, changes)
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

func (s *Concepts[T, R]) editOne(ctx context.Context, q db.Q, clientID, id int64, changes Changes[T]) (domain.ValidationErrors, error) {
	concept, err := s.get(ctx, q, clientID, id)
	if err != nil {
		return nil, err
	}
	f, changed, err := applyChanges(concept.Fields, changes, s.normalize)
	if err != nil {
		return nil, err
	}
	errs, err := s.errorsNow(ctx, q, clientID, id, f, concept.Errors, changed)
	if err != nil {
		return nil, err
	}
	return errs, s.update(ctx, q, id, f, errs)
}

// DeleteMany removes many of the account's concepts in one transaction; ids that are not the
// account's concepts fail with errors.404.
func (s *Concepts[T, R]) DeleteMany(ctx context.Context, clientID int64, ids []int64) (BulkResult, error) {
	errs := domain.ValidationErrors{}
	if ids = checkIDs(ids, errs); len(errs) > 0 {
		return BulkResult{}, errs
	}
	var result BulkResult
	err := s.db.Tx(ctx, func(q db.Q) error {
		result = newBulkResult() // Tx may run this again
		for _, id := range ids {
			res, err := q.Exec(ctx, `DELETE FROM `+s.e.Table+` WHERE client_id = ? AND id = ?`, clientID, id)
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			if err != nil {
				return err
			}
			if n == 0 {
				result.add(id, notFoundErrors)
			} else {
				result.add(id, nil)
			}
		}
		return nil
	})
	return result, err
}

// checkIDs checks a bulk action's ids (1 to MaxBulkIDs) into errs and drops repeated ones.
func checkIDs(ids []int64, errs domain.ValidationErrors) []int64 {
	switch {
	case len(ids) == 0:
		errs.Add("ids", "validation.required")
	case len(ids) > MaxBulkIDs:
		errs.Add("ids", "validation.max", MaxBulkIDs)
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
