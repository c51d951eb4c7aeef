package tabular

import (
	"bytes"
	"compress/flate"
	"io"
	"sync"
)

// parallelDeflate compresses what is written to it as one deflate stream, a chunk at a time, the
// chunks on goroutines of their own, as pigz does: each chunk is compressed on its own and ends
// with a sync flush (byte-aligned, not final), so the chunks written in turn are one stream, which
// the last chunk ends. A sheet of a 3,000,000-line export spent two thirds of its writing in
// compression on one core.
//
// At most deflateInFlight chunks are held, so memory stays flat; once a chunk could not be written,
// every Write and Close answers that error. A writer left unclosed (a failed export) leaves only
// the compressions under way, which end on their own.
type parallelDeflate struct {
	out   io.Writer
	chunk []byte
	// queue is the chunks handed to compression, oldest first: they are written in this order.
	queue []*deflateChunk
	spare [][]byte // buffers of chunks written, to be filled again
	err   error
}

// deflateChunk is a chunk handed to compression: done closes once out holds it compressed.
type deflateChunk struct {
	in   []byte
	out  bytes.Buffer
	done chan struct{}
	err  error
}

const (
	deflateChunkSize = 1 << 20
	deflateInFlight  = 4
)

// deflaters are flate writers of flate's best speed to reuse: each holds a few hundred kilobytes
// of tables. Best speed is three times faster than the default level on a 100,000-row export, for
// a file about a third larger.
var deflaters sync.Pool

func newParallelDeflate(out io.Writer) *parallelDeflate { return &parallelDeflate{out: out} }

func (d *parallelDeflate) Write(p []byte) (int, error) {
	written := 0
	for d.err == nil && written < len(p) {
		take := min(deflateChunkSize-len(d.chunk), len(p)-written)
		d.makeRoom(take)
		d.chunk = append(d.chunk, p[written:written+take]...)
		written += take
		if len(d.chunk) == deflateChunkSize {
			d.hand(false)
		}
	}
	return written, d.err
}

// Close compresses the last chunk, which ends the stream, and writes every chunk still held.
func (d *parallelDeflate) Close() error {
	if d.err != nil {
		return d.err
	}
	d.hand(true)
	for d.err == nil && len(d.queue) > 0 {
		d.writeOldest()
	}
	return d.err
}

// hand hands the chunk being filled to compression, after writing the oldest chunk when
// deflateInFlight are held.
func (d *parallelDeflate) hand(last bool) {
	if len(d.queue) == deflateInFlight {
		if d.writeOldest(); d.err != nil {
			return
		}
	}
	c := &deflateChunk{in: d.chunk, done: make(chan struct{})}
	d.chunk = nil
	d.queue = append(d.queue, c)
	go c.compress(last)
}

// writeOldest waits for the oldest chunk's compression and writes it.
func (d *parallelDeflate) writeOldest() {
	c := d.queue[0]
	<-c.done
	d.queue = d.queue[1:]
	d.err = c.err
	if d.err == nil {
		_, d.err = d.out.Write(c.out.Bytes())
	}
	if cap(c.in) == deflateChunkSize {
		d.spare = append(d.spare, c.in[:0])
	}
}

// makeRoom makes room for n more bytes in the chunk being filled. A new chunk is a recycled one,
// or else exactly as large as its first write, and grows to a whole chunk when written to again:
// the small parts of a workbook take only what they hold, not a megabyte each.
func (d *parallelDeflate) makeRoom(n int) {
	if cap(d.chunk)-len(d.chunk) >= n {
		return
	}
	if d.chunk == nil && len(d.spare) > 0 {
		last := len(d.spare) - 1
		d.chunk, d.spare = d.spare[last], d.spare[:last]
		return
	}
	size := deflateChunkSize
	if d.chunk == nil {
		size = n
	}
	grown := make([]byte, len(d.chunk), size)
	copy(grown, d.chunk)
	d.chunk = grown
}

// compress compresses the chunk on its own: flushed, or closed when it is the last.
func (c *deflateChunk) compress(last bool) {
	defer close(c.done)
	w, _ := deflaters.Get().(*flate.Writer)
	if w == nil {
		if w, c.err = flate.NewWriter(&c.out, flate.BestSpeed); c.err != nil {
			return
		}
	} else {
		w.Reset(&c.out)
	}
	defer deflaters.Put(w)
	if _, c.err = w.Write(c.in); c.err != nil {
		return
	}
	if last {
		c.err = w.Close()
	} else {
		c.err = w.Flush()
	}
}
