package tabular

import (
	"bytes"
	"compress/flate"
	"errors"
	"io"
	"math/rand/v2"
	"testing"
)

// What parallelDeflate writes inflates to what was written to it, whatever the sizes of the
// writes and however many chunks they make, the chunks of text and of noise alike.
func TestParallelDeflateInflatesToWhatWasWritten(t *testing.T) {
	random := rand.New(rand.NewPCG(1, 2))
	noise := make([]byte, 3*deflateChunkSize)
	for i := range noise {
		noise[i] = byte(random.Uint32())
	}
	text := bytes.Repeat([]byte(`<row r="1"><c r="A1" t="inlineStr"><is><t>SO-1</t></is></c></row>`), 60_000)
	for _, size := range []int{0, 1, deflateChunkSize - 1, deflateChunkSize, deflateChunkSize + 1,
		(deflateInFlight + 2) * deflateChunkSize, len(text)} {
		for name, source := range map[string][]byte{"text": text, "noise": noise} {
			want := bytes.Repeat(source, size/len(source)+1)[:size]
			var compressed bytes.Buffer
			d := newParallelDeflate(&compressed)
			for rest := want; len(rest) > 0; {
				n := min(len(rest), 1+random.IntN(200_000))
				if written, err := d.Write(rest[:n]); err != nil || written != n {
					t.Fatalf("%s of %d bytes: wrote %d of %d: %v", name, size, written, n, err)
				}
				rest = rest[n:]
			}
			if err := d.Close(); err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(flate.NewReader(&compressed))
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s of %d bytes: inflated %d bytes (%v)", name, size, len(got), err)
			}
		}
	}
}

// failingWriter takes room bytes, then fails.
type failingWriter struct{ room int }

var errGone = errors.New("the client went away")

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.room {
		return 0, errGone
	}
	w.room -= len(p)
	return len(p), nil
}

// Once a chunk could not be written, every Write and Close answers why.
func TestParallelDeflateAnswersAFailedWrite(t *testing.T) {
	d := newParallelDeflate(&failingWriter{room: 10})
	random := rand.New(rand.NewPCG(3, 4))
	chunk := make([]byte, deflateChunkSize)
	var err error
	for i := 0; err == nil && i < 2*deflateInFlight; i++ {
		for j := range chunk {
			chunk[j] = byte(random.Uint32())
		}
		_, err = d.Write(chunk)
	}
	if !errors.Is(err, errGone) {
		t.Fatalf("Write answered %v, want %v", err, errGone)
	}
	if _, err := d.Write([]byte("more")); !errors.Is(err, errGone) {
		t.Errorf("a Write after it answered %v", err)
	}
	if err := d.Close(); !errors.Is(err, errGone) {
		t.Errorf("Close answered %v", err)
	}
}
