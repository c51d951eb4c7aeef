package concepts

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/httpx"
)

// A bulk edit's changes are read by the one strict JSON reader, as the handler reads them, and then
// checked: every value that does not fit its field is named by its exact path.
func TestReadAndCheckChanges(t *testing.T) {
	for _, tc := range []struct {
		changes string
		want    domain.ValidationErrors
	}{
		{`{"reference": "N-2", "weight": 1.5, "urgent": false, "count": 3, "lines": [{"article": "A", "quantity": 1}]}`, domain.ValidationErrors{}},
		{`{"weight": null, "count": null}`, domain.ValidationErrors{}}, // null clears what may be empty
		{`{"reference": ""}`, domain.ValidationErrors{}},               // a value of the right type that breaks a rule is the concept's error
		{`{"reference": null}`, domain.ValidationErrors{}},             // as in every form, null is no text
		{`{}`, domain.ValidationErrors{"changes": {"validation.required"}}},
		{`null`, domain.ValidationErrors{"changes": {"validation.required"}}},
		{`{"colour": "red", "reference": "N"}`, domain.ValidationErrors{"changes.colour": {"validation.unknown_field"}}},
		{`{"reference": 3}`, domain.ValidationErrors{"changes.reference": {"validation.type"}}},
		{`{"weight": "1,5"}`, domain.ValidationErrors{"changes.weight": {"validation.type"}}},
		{`{"count": 1.5}`, domain.ValidationErrors{"changes.count": {"validation.type"}}},
		{`{"urgent": 1}`, domain.ValidationErrors{"changes.urgent": {"validation.type"}}},
		{`{"urgent": null}`, domain.ValidationErrors{"changes.urgent": {"validation.required"}}},
		{`{"weight": 1e400}`, domain.ValidationErrors{"changes.weight": {"validation.type"}}},
		{`{"lines": [{"quantity": 1}, {"quantity": "2"}]}`, domain.ValidationErrors{"changes.lines.1.quantity": {"validation.type"}}},
		{`{"id": 7, "urgent": "yes"}`, domain.ValidationErrors{"changes.id": {"validation.unknown_field"}}},
		// A text longer than its field takes is never stored, on however many concepts.
		{`{"reference": "` + strings.Repeat("é", 20) + `"}`, domain.ValidationErrors{}},
		{`{"Reference": "` + strings.Repeat("é", 21) + `"}`, domain.ValidationErrors{"changes.reference": {"validation.max,20"}}},
	} {
		var body struct {
			Changes Changes[note] `json:"changes"`
		}
		got := domain.ValidationErrors{}
		if err := httpx.DecodeBody([]byte(`{"changes": `+tc.changes+`}`), &body); err != nil {
			if !errors.As(err, &got) {
				t.Fatalf("%s: %v", tc.changes, err)
			}
		} else {
			checkChanges(body.Changes, noteEntity().TextBounds, got)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("changes %s: %v, want %v", tc.changes, got, tc.want)
		}
	}
}

func TestApplyChanges(t *testing.T) {
	before := validNote("N-1")
	before.Urgent, before.Count = true, ptrTo(int64(6))
	weight := before.Weight
	changes := map[string]json.RawMessage{"urgent": json.RawMessage(`false`), "weight": json.RawMessage(`2.5`),
		"reference": json.RawMessage(`"  N-1  "`)}
	after, changed, err := applyChanges(before, changes, (*note).Normalize)
	if err != nil {
		t.Fatal(err)
	}
	want := validNote("N-1")
	want.Weight = ptrTo(2.5)
	if !reflect.DeepEqual(after, want) {
		t.Errorf("after\n%+v\nwant\n%+v", after, want)
	}
	if *weight != 1.5 {
		t.Errorf("the original fields changed: weight %v", *weight)
	}
	for field, want := range map[string]bool{"urgent": true, "weight": true, "reference": true, "count": true, "lines": false} {
		if changed[field] != want {
			t.Errorf("changed[%s] = %v, want %v", field, changed[field], want)
		}
	}
}

func TestSend(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, tulip, polder := newNotes(t, d)
		broken := validNote("N-2")
		broken.Lines[1].Quantity = 0
		ids := importNotes(t, s, tulip, []note{validNote("N-1"), broken, validNote("REFUSED"), validNote("N-3"), validNote("FORM-REFUSED")},
			[]domain.ValidationErrors{nil, nil, nil, {"weight": {"validation.number"}}, nil})
		foreign := importNotes(t, s, polder, []note{validNote("P-1")}, []domain.ValidationErrors{nil})[0]

		result, err := s.Send(ctx, tulip, []int64{ids[0], ids[1], ids[2], ids[3], ids[0], foreign, ids[4]})
		want := BulkResult{Succeeded: []int64{ids[0]}, Failed: []BulkFailure{
			{ID: ids[1], Errors: domain.ValidationErrors{"lines.1.quantity": {"validation.min,1"}}},
			{ID: ids[2], Errors: domain.ValidationErrors{"reference": {"notes.reference_taken"}}},
			{ID: ids[3], Errors: domain.ValidationErrors{"weight": {"validation.number"}}},
			{ID: foreign, Errors: domain.ValidationErrors{"id": {"errors.404"}}},
			{ID: ids[4], Errors: domain.ValidationErrors{"reference": {"notes.reference_taken"}}}}}
		if err != nil || !reflect.DeepEqual(result, want) {
			t.Errorf("Send = %+v, %v\nwant %+v", result, err, want)
		}
		var sent []string
		if err := d.Read().Select(ctx, &sent, `SELECT reference FROM sent_notes`); err != nil || !reflect.DeepEqual(sent, []string{"N-1"}) {
			t.Errorf("sent %v, %v", sent, err)
		}
		// The sent concept is gone; the one with errors keeps them, now stored; the refused one is unchanged.
		if _, err := s.Get(ctx, tulip, ids[0]); err == nil {
			t.Error("a sent concept stays")
		}
		if c, err := s.Get(ctx, tulip, ids[1]); err != nil || !c.HasErrors || len(c.Errors) != 1 {
			t.Errorf("concept with errors after Send: %+v, %v", c, err)
		}
		for _, refused := range []int64{ids[2], ids[4]} {
			if c, err := s.Get(ctx, tulip, refused); err != nil || c.HasErrors {
				t.Errorf("refused concept after Send: %+v, %v", c, err)
			}
		}
		// A number taken by what a concept became is taken for the next concepts.
		if _, err := s.Create(ctx, tulip, 0, "DET", validNote("N-1")); !reflect.DeepEqual(err, domain.ValidationErrors{"reference": {"notes.reference_taken"}}) {
			t.Errorf("Create with a sent reference: %v", err)
		}
		for _, bad := range [][]int64{nil, make([]int64, MaxBulkIDs+1)} {
			if _, err := s.Send(ctx, tulip, bad); err == nil {
				t.Errorf("Send of %d ids: no error", len(bad))
			}
		}
	})
}

// A concept whose send fails on our side fails alone, with errors.500: the answer still says
// which were sent, and the concept stays as it was.
func TestSendFailsAnUnexpectedErrorAlone(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, tulip, _ := newNotes(t, d)
		ids := importNotes(t, s, tulip, []note{validNote("N-1"), validNote("BROKEN"), validNote("N-2")},
			[]domain.ValidationErrors{nil, nil, nil})

		result, err := s.Send(ctx, tulip, ids)
		want := BulkResult{Succeeded: []int64{ids[0], ids[2]}, Failed: []BulkFailure{
			{ID: ids[1], Errors: domain.ValidationErrors{"id": {"errors.500"}}}}}
		if err != nil || !reflect.DeepEqual(result, want) {
			t.Errorf("Send = %+v, %v\nwant %+v", result, err, want)
		}
		if c, err := s.Get(ctx, tulip, ids[1]); err != nil || c.HasErrors {
			t.Errorf("concept whose send failed: %+v, %v", c, err)
		}
	})
}

func TestBulkEdit(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, tulip, polder := newNotes(t, d)
		ids := importNotes(t, s, tulip, []note{{Reference: "N-1"}, {Reference: "N-2", Lines: []noteLine{{"A", 0}}}},
			[]domain.ValidationErrors{{"weight": {"validation.number"}}, {"weight": {"validation.number"}, "lines.0.quantity": {"validation.integer"}}})
		foreign := importNotes(t, s, polder, []note{validNote("P-1")}, []domain.ValidationErrors{nil})[0]

		result, err := s.BulkEdit(ctx, tulip, []int64{ids[0], ids[1], foreign}, map[string]json.RawMessage{"weight": json.RawMessage(`2`)})
		want := BulkResult{Succeeded: []int64{ids[0]}, Failed: []BulkFailure{
			{ID: ids[1], Errors: domain.ValidationErrors{"lines.0.quantity": {"validation.integer", "validation.min,1"}}},
			{ID: foreign, Errors: domain.ValidationErrors{"id": {"errors.404"}}}}}
		if err != nil || !reflect.DeepEqual(result, want) {
			t.Errorf("BulkEdit = %+v, %v\nwant %+v", result, err, want)
		}
		if c, err := s.Get(ctx, tulip, ids[0]); err != nil || c.HasErrors || *c.Fields.Weight != 2 {
			t.Errorf("edited concept: %+v, %v", c, err)
		}
		// Changes that are wrong change nothing.
		before, _ := s.Get(ctx, tulip, ids[1])
		if _, err := s.BulkEdit(ctx, tulip, ids, map[string]json.RawMessage{"reference": json.RawMessage(`"` + strings.Repeat("x", 21) + `"`)}); !reflect.DeepEqual(err,
			domain.ValidationErrors{"changes.reference": {"validation.max,20"}}) {
			t.Errorf("BulkEdit with a text too long: %v", err)
		}
		if after, _ := s.Get(ctx, tulip, ids[1]); !reflect.DeepEqual(after, before) {
			t.Errorf("a refused bulk edit changed %+v to %+v", before, after)
		}
		// Changing the lines clears their parse errors.
		result, err = s.BulkEdit(ctx, tulip, []int64{ids[1]}, map[string]json.RawMessage{"lines": json.RawMessage(`[{"article": "A", "quantity": 4}]`)})
		if err != nil || !reflect.DeepEqual(result.Succeeded, []int64{ids[1]}) {
			t.Errorf("BulkEdit of the lines = %+v, %v", result, err)
		}
	})
}

func TestDeleteMany(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, tulip, polder := newNotes(t, d)
		ids := importNotes(t, s, tulip, []note{validNote("N-1"), validNote("N-2"), validNote("N-3")}, make([]domain.ValidationErrors, 3))
		foreign := importNotes(t, s, polder, []note{validNote("P-1")}, []domain.ValidationErrors{nil})[0]
		result, err := s.DeleteMany(ctx, tulip, []int64{ids[0], ids[2], foreign})
		want := BulkResult{Succeeded: []int64{ids[0], ids[2]}, Failed: []BulkFailure{{ID: foreign, Errors: notFoundErrors}}}
		if err != nil || !reflect.DeepEqual(result, want) {
			t.Errorf("DeleteMany = %+v, %v", result, err)
		}
		var left []int64
		if err := d.Read().Select(ctx, &left, `SELECT id FROM concept_notes ORDER BY id`); err != nil || !reflect.DeepEqual(left, []int64{ids[1], foreign}) {
			t.Errorf("left %v, %v", left, err)
		}
		if _, err := s.DeleteMany(ctx, tulip, nil); !reflect.DeepEqual(err, domain.ValidationErrors{"ids": {"validation.required"}}) {
			t.Errorf("DeleteMany of nothing: %v", err)
		}
	})
}
