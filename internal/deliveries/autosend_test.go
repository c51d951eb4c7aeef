package deliveries_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/deliveries"
	"kade/internal/imports"
	"kade/internal/imports/importstest"
	"kade/internal/listing"
)

// tenOClock is when the tests' files are imported.
var tenOClock = time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)

// imported imports a file of deliveries at `at`: each reference a delivery of TUL-1 and TUL-2, and
// each reference beginning with PO-BAD one of an article the account does not have.
func (f *fixture) imported(at time.Time, references ...string) {
	f.t.Helper()
	csv := "reference,planned_date,unit_load,article_number,quantity\n"
	for _, ref := range references {
		second := "TUL-2"
		if strings.HasPrefix(ref, "PO-BAD") {
			second = "NOPE"
		}
		csv += ref + ",2026-03-02,Colli,TUL-1,10\n" + ref + ",2026-03-02,Colli," + second + ",4\n"
	}
	if result := f.importFileAt(at, "deliveries.csv", csv); result.Refused {
		f.t.Fatalf("import refused: %+v", result)
	}
}

// importFileAt imports content, uploaded as name, into the fixture's account at `at`.
func (f *fixture) importFileAt(at time.Time, name, content string) imports.Result {
	f.t.Helper()
	im := deliveries.NewImporter(f.d)
	im.Now = func() time.Time { return at }
	result, err := im.Import(f.ctx, f.account, f.user, importstest.Upload(f.t, []byte(content)), name)
	if err != nil {
		f.t.Fatal(err)
	}
	return result
}

// sentReferences are the references of the deliveries sent, with how many times each was.
func (f *fixture) sentReferences() map[string]int {
	f.t.Helper()
	var refs []string
	if err := f.d.Read().Select(f.ctx, &refs, `SELECT reference FROM deliveries`); err != nil {
		f.t.Fatal(err)
	}
	sent := map[string]int{}
	for _, r := range refs {
		sent[r]++
	}
	return sent
}

func (f *fixture) sendDue(c *deliveries.Concepts, now time.Time) int {
	f.t.Helper()
	n, err := c.SendDue(f.ctx, now)
	if err != nil {
		f.t.Fatal(err)
	}
	return n
}

// Concepts imported at 10:00 without errors are sent by 10:15 and not before 10:14; one imported
// with errors never is, nor one a user gave errors meanwhile, nor one deleted or sent by hand.
// The list shows when each will go.
func TestAutoSendSendsImportedConceptsWhenDue(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1 := f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		f.imported(tenOClock, "PO-1", "PO-2", "PO-EDITED", "PO-DELETED", "PO-BY-HAND", "PO-BAD")
		c := deliveries.NewConcepts(d)
		ids := map[string]int64{}
		var rows []struct {
			ID        int64      `db:"id"`
			Reference string     `db:"reference"`
			SendAfter *time.Time `db:"send_after"`
		}
		if err := d.Read().Select(f.ctx, &rows, `SELECT id, reference, send_after FROM concept_deliveries`); err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			ids[r.Reference] = r.ID
		}

		list := listConcepts(t, c, f)
		for _, r := range list {
			want := tenOClock.Add(deliveries.AutoSendDelay)
			if r.Reference == "PO-BAD" {
				if r.SendAfter != nil {
					t.Errorf("the concept with errors will be sent at %v", r.SendAfter)
				}
			} else if r.SendAfter == nil || !r.SendAfter.Equal(want) {
				t.Errorf("%s will be sent at %v, want %v", r.Reference, r.SendAfter, want)
			}
		}

		if _, err := c.BulkEdit(f.ctx, f.account, []int64{ids["PO-EDITED"]},
			map[string]json.RawMessage{"unit_load": json.RawMessage(`"Boat"`)}); err != nil {
			t.Fatal(err)
		}
		if err := c.Delete(f.ctx, f.account, ids["PO-DELETED"]); err != nil {
			t.Fatal(err)
		}
		if r, err := c.Send(f.ctx, f.account, []int64{ids["PO-BY-HAND"]}); err != nil || len(r.Succeeded) != 1 {
			t.Fatalf("send by hand: %v, %+v", err, r)
		}

		if n := f.sendDue(c, tenOClock.Add(14*time.Minute)); n != 0 {
			t.Errorf("at 10:14 %d concepts were sent, want none", n)
		}
		if n := f.sendDue(c, tenOClock.Add(15*time.Minute)); n != 2 {
			t.Errorf("at 10:15 %d concepts were sent, want 2", n)
		}
		sent := f.sentReferences()
		if len(sent) != 3 || sent["PO-1"] != 1 || sent["PO-2"] != 1 || sent["PO-BY-HAND"] != 1 {
			t.Errorf("sent %v, want PO-1, PO-2 and PO-BY-HAND once", sent)
		}
		f.expectFigures(p1, figures{Inbound: 30})
		if n := f.sendDue(c, tenOClock.Add(time.Hour)); n != 0 {
			t.Errorf("an hour later %d more were sent", n)
		}
		left := map[string]bool{}
		for _, r := range listConcepts(t, c, f) {
			left[r.Reference] = r.HasErrors
			if r.SendAfter != nil {
				t.Errorf("%s is still scheduled", r.Reference)
			}
		}
		if len(left) != 2 || !left["PO-BAD"] || !left["PO-EDITED"] {
			t.Errorf("left %v, want the two with errors", left)
		}

		// Fixed, the edited concept waits for a person: the job no longer sends it.
		if r, err := c.BulkEdit(f.ctx, f.account, []int64{ids["PO-EDITED"]},
			map[string]json.RawMessage{"unit_load": json.RawMessage(`"Colli"`)}); err != nil || len(r.Succeeded) != 1 {
			t.Fatalf("fix: %v, %+v", err, r)
		}
		if n := f.sendDue(c, tenOClock.Add(2*time.Hour)); n != 0 {
			t.Errorf("the fixed concept was sent by the job")
		}
	})
}

func listConcepts(t *testing.T, c *deliveries.Concepts, f *fixture) []deliveries.ConceptRow {
	t.Helper()
	rows, _, _, err := concepts.List[deliveries.Fields, deliveries.ConceptRow](f.ctx, c, f.account, "Tulip",
		concepts.Filter{Page: listing.Page{Limit: 200}})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// Two runners on one database (two instances of kade) send each due concept exactly once; a
// runner started later (a restart) sends what was due and not yet sent.
func TestAutoSendRunnersNeverSendTwice(t *testing.T) {
	const count = 60
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		var refs []string
		for i := range count {
			refs = append(refs, fmt.Sprintf("PO-%03d", i))
		}
		f.imported(tenOClock, refs...)

		var wg sync.WaitGroup
		var mu sync.Mutex
		total := 0
		for range 2 {
			runner := deliveries.NewConcepts(d)
			wg.Go(func() {
				n, err := runner.SendDue(f.ctx, tenOClock.Add(15*time.Minute))
				if err != nil {
					t.Error(err)
				}
				mu.Lock()
				total += n
				mu.Unlock()
			})
		}
		wg.Wait()
		sent := f.sentReferences()
		if total != count || len(sent) != count {
			t.Errorf("runners report %d sent, %d deliveries; want %d", total, len(sent), count)
		}
		for ref, n := range sent {
			if n != 1 {
				t.Errorf("%s sent %d times", ref, n)
			}
		}

		// Imported at 10:30 while no runner ran; the runner of the restarted instance sends them.
		f.imported(tenOClock.Add(30*time.Minute), "PO-LATE-1", "PO-LATE-2")
		if n := f.sendDue(deliveries.NewConcepts(d), tenOClock.Add(2*time.Hour)); n != 2 {
			t.Errorf("after the restart %d were sent, want 2", n)
		}
		if dbtest.Count(f.t, f.d, "concept_deliveries") != 0 || dbtest.Count(f.t, f.d, "deliveries") != count+2 {
			t.Errorf("%d concepts left, %d deliveries", dbtest.Count(f.t, f.d, "concept_deliveries"), dbtest.Count(f.t, f.d, "deliveries"))
		}
	})
}

// Two people sending the same concept at once (or a person and the job) announce one delivery:
// the send whose delete finds the concept gone sends nothing.
func TestConcurrentSendsOfOneConceptAnnounceOnce(t *testing.T) {
	const rounds = 20
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		c := deliveries.NewConcepts(d)
		for i := range rounds {
			fields := twoLines()
			fields.Reference = fmt.Sprintf("PO-RACE-%d", i)
			concept, err := c.Create(f.ctx, f.account, f.user, deliveries.SourceManual, fields)
			if err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			for range 2 {
				wg.Go(func() {
					if _, err := c.Send(f.ctx, f.account, []int64{concept.ID}); err != nil {
						t.Error(err)
					}
				})
			}
			wg.Wait()
		}
		for ref, n := range f.sentReferences() {
			if n != 1 {
				t.Errorf("%s announced %d times", ref, n)
			}
		}
		if n := dbtest.Count(f.t, f.d, "deliveries"); n != rounds {
			t.Errorf("%d deliveries, want %d", n, rounds)
		}
	})
}

// A concept whose send fails on our side (here its stored fields cannot be read) fails alone: the
// run goes on with the others and does not stop, the concept is no longer scheduled and the list
// says when its automatic send failed, so the next runs do not stall on it.
func TestAutoSendFailsABrokenConceptAlone(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		f.imported(tenOClock, "PO-BROKEN", "PO-1", "PO-2")
		if _, err := d.Write().Exec(f.ctx, `UPDATE concept_deliveries SET fields = '{"lines": 7}' WHERE reference = 'PO-BROKEN'`); err != nil {
			t.Fatal(err)
		}
		c := deliveries.NewConcepts(d)
		due := tenOClock.Add(15 * time.Minute)
		if n := f.sendDue(c, due); n != 2 {
			t.Errorf("%d concepts were sent, want 2", n)
		}
		if sent := f.sentReferences(); len(sent) != 2 || sent["PO-1"] != 1 || sent["PO-2"] != 1 {
			t.Errorf("sent %v, want PO-1 and PO-2", sent)
		}
		if n := f.sendDue(c, due.Add(time.Minute)); n != 0 {
			t.Errorf("the next run sent %d", n)
		}
		rows := listConcepts(t, c, f)
		if len(rows) != 1 || rows[0].Reference != "PO-BROKEN" || rows[0].SendAfter != nil ||
			rows[0].SendFailedAt == nil || !rows[0].SendFailedAt.Equal(due) {
			t.Errorf("left %+v, want PO-BROKEN unscheduled, its send failed at %v", rows, due)
		}
	})
}
