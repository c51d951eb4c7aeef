package bench

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// postgresSuffix ends the name of a BENCH line measured on PostgreSQL; the line of the same name
// without it was measured on SQLite.
const postgresSuffix = "_postgres"

// pairs passes BENCH lines on to out, and to a PostgreSQL line whose SQLite line came before it
// adds `ratio=<PostgreSQL / SQLite> vs sqlite_<value>`: how the scale-out engine compares with the
// embedded one on the same benchmark (above 1 is more time, or more throughput).
type pairs struct {
	out    io.Writer
	sqlite map[string]float64 // the values of the SQLite lines by name
	line   []byte             // what came of a line not yet ended
}

func newPairs(out io.Writer) *pairs { return &pairs{out: out, sqlite: map[string]float64{}} }

func (p *pairs) Write(b []byte) (int, error) {
	p.line = append(p.line, b...)
	for {
		end := bytes.IndexByte(p.line, '\n')
		if end < 0 {
			return len(b), nil
		}
		line := p.paired(string(p.line[:end]))
		p.line = p.line[end+1:]
		if _, err := io.WriteString(p.out, line+"\n"); err != nil {
			return 0, err
		}
	}
}

// paired is line, with the ratio to its SQLite line when it is a PostgreSQL line that has one.
func (p *pairs) paired(line string) string {
	fields := strings.Fields(line)
	if len(fields) < 3 || fields[0] != "BENCH" {
		return line
	}
	value, err := strconv.ParseFloat(fields[2], 64)
	if err != nil {
		return line
	}
	name, found := strings.CutSuffix(fields[1], postgresSuffix)
	if !found {
		p.sqlite[name] = value
		return line
	}
	if sqlite, ok := p.sqlite[name]; ok && sqlite != 0 {
		return line + fmt.Sprintf(" ratio=%.2f vs sqlite_%g", value/sqlite, sqlite)
	}
	return line
}
