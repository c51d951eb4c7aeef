package concepts

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

func validNote(reference string) note {
	return note{Reference: reference, Weight: ptrTo(1.5), Lines: []noteLine{{"A-1", 2}, {"B-2", 1}}}
}

func TestCreateUpdateDelete(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, tulip, polder := newNotes(t, d)
		c, err := s.Create(ctx, tulip, 0, "DET", note{Reference: "  N-1 ", Lines: []noteLine{{"A-1", 2}}})
		if err != nil || c.Fields.Reference != "N-1" || c.HasErrors || len(c.Errors) != 0 || c.OriginalSource != "DET" || c.ClientID != tulip {
			t.Fatalf("Create = %+v, %v", c, err)
		}
		// A form with errors stores nothing: a missing required value answers the entity's message.
		_, err = s.Create(ctx, tulip, 0, "DET", note{Lines: []noteLine{{"A-1", 0}}})
		var form *domain.FieldError
		if !errors.As(err, &form) || form.Message != "notes.required_fields" ||
			!reflect.DeepEqual(form.Fields, domain.ValidationErrors{"reference": {"validation.required"}, "lines.0.quantity": {"validation.min,1"}}) {
			t.Errorf("Create without a reference: %v", err)
		}
		_, err = s.Create(ctx, tulip, 0, "DET", note{Reference: "N-1"})
		if !reflect.DeepEqual(err, domain.ValidationErrors{"reference": {"notes.reference_taken"}}) {
			t.Errorf("Create with a taken reference: %v", err)
		}
		var count int
		if err := d.Read().Get(ctx, &count, `SELECT count(*) FROM concept_notes`); err != nil || count != 1 {
			t.Errorf("%d concepts stored, want 1 (%v)", count, err)
		}

		updated, err := s.Update(ctx, tulip, c.ID, note{Reference: "N-1", Urgent: true, Count: ptrTo(int64(3))})
		if err != nil || !updated.Fields.Urgent || *updated.Fields.Count != 3 || updated.Fields.Lines != nil {
			t.Errorf("Update = %+v, %v", updated, err)
		}
		if _, err := s.Update(ctx, tulip, c.ID, note{Reference: "N-1", Weight: ptrTo(0.0)}); !reflect.DeepEqual(err,
			domain.ValidationErrors{"weight": {"validation.positive"}}) {
			t.Errorf("Update breaking a rule: %v", err)
		}
		for _, account := range []int64{polder} {
			if _, err := s.Get(ctx, account, c.ID); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("another account's Get: %v", err)
			}
			if _, err := s.Update(ctx, account, c.ID, validNote("N-9")); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("another account's Update: %v", err)
			}
			if err := s.Delete(ctx, account, c.ID); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("another account's Delete: %v", err)
			}
		}
		if err := s.Delete(ctx, tulip, c.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Get(ctx, tulip, c.ID); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("Get after Delete: %v", err)
		}
	})
}

// Errors an import recorded for cells it could not read stay until their field changes; for a
// line's field, until the lines change.
func TestErrorsNow(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, tulip, _ := newNotes(t, d)
		imported := note{Reference: "", Lines: []noteLine{{"A-1", 0}}}
		previous := domain.ValidationErrors{
			"weight":           {"validation.number"},
			"reference":        {"validation.max,20"}, // a rule's error: found again by the rules, or gone
			"lines.0.quantity": {"validation.integer"},
		}
		for _, tc := range []struct {
			name     string
			f        note
			previous domain.ValidationErrors
			changed  map[string]bool
			want     domain.ValidationErrors
		}{
			{"nothing changed: parse errors stay before the rules' errors", imported, previous, nil, domain.ValidationErrors{
				"weight": {"validation.number"}, "reference": {"validation.required"},
				"lines.0.quantity": {"validation.integer", "validation.min,1"},
			}},
			{"the changed field loses its parse error", imported, previous, map[string]bool{"weight": true, "lines": true},
				domain.ValidationErrors{"reference": {"validation.required"}, "lines.0.quantity": {"validation.min,1"}}},
			{"a full replacement keeps none", validNote("N-1"), nil, nil, domain.ValidationErrors{}},
			{"fixed fields keep unchanged parse errors", validNote("N-1"), previous, map[string]bool{"lines": true},
				domain.ValidationErrors{"weight": {"validation.number"}}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				got, err := s.errorsNow(ctx, d.Read(), tulip, 0, tc.f, tc.previous, tc.changed)
				if err != nil || !reflect.DeepEqual(got, tc.want) {
					t.Errorf("errorsNow = %v, %v\nwant %v", got, err, tc.want)
				}
			})
		}
	})
}

func TestBatch(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, tulip, _ := newNotes(t, d)
		// More than one statement's worth, ending in a part-filled one.
		notes := make([]note, 2*batchRows+17)
		errs := make([]domain.ValidationErrors, len(notes))
		for i := range notes {
			notes[i] = validNote("N-" + string(rune('A'+i%26)))
			if i%3 == 0 {
				errs[i] = domain.ValidationErrors{"weight": {"validation.number"}}
			}
		}
		ids := importNotes(t, s, tulip, notes, errs)
		if len(ids) != len(notes) {
			t.Fatalf("%d concepts stored, want %d", len(ids), len(notes))
		}
		for _, i := range []int{0, 1, batchRows, len(notes) - 1} {
			c, err := s.Get(ctx, tulip, ids[i])
			if err != nil || !reflect.DeepEqual(c.Fields, notes[i]) || c.HasErrors != (errs[i] != nil) || c.OriginalSource != "Import" {
				t.Errorf("concept %d = %+v, %v", i, c, err)
			}
		}
	})
}
