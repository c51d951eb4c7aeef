package tabular

import (
	"io"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/transform"
)

// Encoding is how the text of a file is read.
type Encoding string

const (
	UTF8 Encoding = "utf-8"
	// Windows1252 is what Excel's 'CSV' saves in the Netherlands: é is 0xE9, € is 0x80.
	Windows1252 Encoding = "windows-1252"
)

// encodingOf reads r to its end to tell its encoding. The whole file is checked before a row is
// read, as one invalid byte anywhere makes every other byte above 0x7F mean something else; a file
// of 50 MB takes a few tens of milliseconds.
func encodingOf(r io.Reader) (Encoding, error) {
	buf := make([]byte, 64<<10)
	kept := 0 // the start of a character that the previous read cut off
	for {
		n, err := r.Read(buf[kept:])
		data := buf[:kept+n]
		if err == io.EOF {
			return encodingOfValid(utf8.Valid(data)), nil
		}
		if err != nil {
			return "", err
		}
		whole := len(data) - cutCharacter(data)
		if !utf8.Valid(data[:whole]) {
			return Windows1252, nil
		}
		kept = copy(buf, data[whole:])
	}
}

func encodingOfValid(valid bool) Encoding {
	if valid {
		return UTF8
	}
	return Windows1252
}

// cutCharacter is how many bytes at the end of b are the start of a character that goes on past b.
func cutCharacter(b []byte) int {
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax+1; i-- {
		if utf8.RuneStart(b[i]) {
			if utf8.FullRune(b[i:]) {
				return 0
			}
			return len(b) - i
		}
	}
	return 0
}

// decoded is r read in encoding e, as UTF-8.
func decoded(r io.Reader, e Encoding) io.Reader {
	if e == Windows1252 {
		return transform.NewReader(r, charmap.Windows1252.NewDecoder())
	}
	return r
}
