package events_test

import (
	"context"
	"reflect"
	"testing"

	"kade/internal/events"
)

// Diff names the fields whose values differ, by their JSON names, with both values as JSON shows them.
func TestDiff(t *testing.T) {
	type fields struct {
		Name   string  `json:"name"`
		Count  int64   `json:"count"`
		Note   *string `json:"note"`
		Hidden string  `json:"-"`
	}
	note := "fragile"
	got := events.Diff(fields{Name: "A", Count: 2, Hidden: "x"}, fields{Name: "A", Count: 3, Note: &note, Hidden: "y"})
	want := map[string]events.Change{"count": {From: float64(2), To: float64(3)}, "note": {From: nil, To: "fragile"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("diff %v, want %v", got, want)
	}
	if got := events.Diff(fields{Name: "A"}, fields{Name: "A"}); len(got) != 0 {
		t.Errorf("no change: %v", got)
	}
}

// A change no request made is Kade's; a request's is its caller's.
func TestActorOf(t *testing.T) {
	if a := events.ActorOf(context.Background()); a != events.System {
		t.Errorf("without a caller: %+v", a)
	}
	ctx := events.WithActor(context.Background(), events.UserActor(7, "Daan"))
	if a := events.ActorOf(ctx); a.Kind != events.ActorUser || *a.ID != 7 || a.Name != "Daan" {
		t.Errorf("a user's: %+v", a)
	}
}
