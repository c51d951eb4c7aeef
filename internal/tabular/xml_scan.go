package tabular

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"
)

// xmlScanner is a small pull tokenizer for the large parts of a workbook (the sheet and its shared
// strings). encoding/xml spends about 100 ns per token and a 100,000-row sheet has 16 million of
// them; this reads bytes and hands out slices of its own buffers, valid until the next call.
// It knows what a sheet needs: tags with their raw attributes, character data with entities and
// CDATA, and comments and processing instructions skipped.
type xmlScanner struct {
	r     *bufio.Reader
	input *countingReader
	tag   []byte // the current tag's bytes between < and >
	text  []byte // the current character data, decoded
	// limit, when above zero, is the offset in the input past which next answers errPastLimit
	// rather than a tag that opens something.
	limit int64
}

// countingReader counts the bytes read from r.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n += int64(n)
	return n, err
}

type tokenKind int

const (
	startTag tokenKind = iota
	endTag
	emptyTag // <name/>
	charData
)

type xmlToken struct {
	kind tokenKind
	// name is the tag's name without its namespace prefix; attrs the rest of the tag.
	name, attrs []byte
	text        []byte
}

var errXML = errors.New("malformed XML")

// maxToken bounds a tag and what is held of a run of character data. A cell holds at most 32,767
// characters in a spreadsheet program; without a bound, a small zip could unpack into one text of
// gigabytes held in memory.
const maxToken = 1 << 20

var errTooLong = fmt.Errorf("%w: a tag over %d bytes", errXML, maxToken)

var errPastLimit = errors.New("past the scanner's limit")

func newXMLScanner(r io.Reader) *xmlScanner {
	input := &countingReader{r: r}
	return &xmlScanner{r: bufio.NewReaderSize(input, 64<<10), input: input}
}

// offset is how many bytes of the input the tokens so far took.
func (s *xmlScanner) offset() int64 { return s.input.n - int64(s.r.Buffered()) }

// next returns the next token; io.EOF at the end of the input.
func (s *xmlScanner) next() (xmlToken, error) {
	for {
		first, err := s.r.ReadByte()
		if err != nil {
			return xmlToken{}, err
		}
		if first != '<' {
			_ = s.r.UnreadByte()
			if err := s.readText(); err != nil {
				return xmlToken{}, err
			}
			return xmlToken{kind: charData, text: s.text}, nil
		}
		// Only what opens past the limit is past it: a text that runs on beyond it, and the end tags
		// after that text, are a value being read.
		if next, _ := s.r.Peek(1); s.limit > 0 && s.offset() > s.limit && !bytes.HasPrefix(next, []byte("/")) {
			return xmlToken{}, errPastLimit
		}
		if err := s.readTag(); err != nil {
			return xmlToken{}, err
		}
		switch tag := s.tag; {
		case bytes.HasPrefix(tag, []byte("![CDATA[")):
			s.text = append(s.text[:0], tag[len("![CDATA["):len(tag)-len("]]")]...)
			return xmlToken{kind: charData, text: s.text}, nil
		case len(tag) > 0 && (tag[0] == '!' || tag[0] == '?'):
			continue // comment, processing instruction, DOCTYPE
		case len(tag) > 0 && tag[0] == '/':
			return xmlToken{kind: endTag, name: localName(bytes.TrimSpace(tag[1:]))}, nil
		default:
			kind := startTag
			if bytes.HasSuffix(tag, []byte("/")) {
				kind, tag = emptyTag, tag[:len(tag)-1]
			}
			end := bytes.IndexAny(tag, " \t\r\n")
			if end < 0 {
				end = len(tag)
			}
			if end == 0 {
				return xmlToken{}, errXML
			}
			return xmlToken{kind: kind, name: localName(tag[:end]), attrs: tag[end:]}, nil
		}
	}
}

// readTag reads up to the '>' that ends the tag, past any '>' inside quotes, a comment or CDATA.
func (s *xmlScanner) readTag() error {
	s.tag = s.tag[:0]
	for {
		chunk, err := s.r.ReadSlice('>')
		s.tag = append(s.tag, chunk...)
		if len(s.tag) > maxToken {
			return errTooLong
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			return io.ErrUnexpectedEOF
		}
		if err != nil {
			return err
		}
		if tagComplete(s.tag) {
			s.tag = s.tag[:len(s.tag)-1]
			return nil
		}
	}
}

func tagComplete(tag []byte) bool {
	switch {
	case bytes.HasPrefix(tag, []byte("!--")):
		return bytes.HasSuffix(tag, []byte("-->"))
	case bytes.HasPrefix(tag, []byte("![CDATA[")):
		return bytes.HasSuffix(tag, []byte("]]>"))
	}
	var quote byte
	for _, b := range tag[:len(tag)-1] {
		switch {
		case quote != 0 && b == quote:
			quote = 0
		case quote == 0 && (b == '"' || b == '\''):
			quote = b
		}
	}
	return quote == 0
}

// readText reads character data up to the next '<' (left unread) or the end, decoding entities. Of
// a run longer than maxToken bytes only the first maxToken are held, the rest is read past: a
// cell's text may run on for megabytes, and every reader keeps far less of it than that.
func (s *xmlScanner) readText() error {
	s.text = s.text[:0]
	for {
		chunk, err := s.r.ReadSlice('<')
		switch err {
		case nil:
			s.text = appendUpTo(s.text, chunk[:len(chunk)-1], maxToken)
			_ = s.r.UnreadByte()
			return s.decodeEntities()
		case bufio.ErrBufferFull:
			s.text = appendUpTo(s.text, chunk, maxToken)
		case io.EOF:
			s.text = appendUpTo(s.text, chunk, maxToken)
			return s.decodeEntities()
		default:
			return err
		}
	}
}

// decodeEntities replaces the entities in s.text. A text cut at maxToken may end in part of an
// entity, which goes with the rest of the cut.
func (s *xmlScanner) decodeEntities() error {
	if len(s.text) == maxToken {
		if amp := bytes.LastIndexByte(s.text, '&'); amp >= 0 && bytes.IndexByte(s.text[amp:], ';') < 0 {
			s.text = s.text[:amp]
		}
	}
	var err error
	s.text, err = unescape(s.text)
	return err
}

// unescape replaces the five predefined entities and character references in b, in place: every
// entity is longer than what it stands for, so the result never outgrows b.
func unescape(b []byte) ([]byte, error) {
	amp := bytes.IndexByte(b, '&')
	if amp < 0 {
		return b, nil
	}
	out := b[:amp]
	rest := b[amp:]
	for len(rest) > 0 {
		if rest[0] != '&' {
			next := bytes.IndexByte(rest, '&')
			if next < 0 {
				next = len(rest)
			}
			out = append(out, rest[:next]...)
			rest = rest[next:]
			continue
		}
		semi := bytes.IndexByte(rest, ';')
		if semi < 0 {
			return nil, errXML
		}
		entity := string(rest[1:semi])
		rest = rest[semi+1:]
		switch entity {
		case "lt":
			out = append(out, '<')
		case "gt":
			out = append(out, '>')
		case "amp":
			out = append(out, '&')
		case "quot":
			out = append(out, '"')
		case "apos":
			out = append(out, '\'')
		default:
			r, err := charRef(entity)
			if err != nil {
				return nil, err
			}
			out = utf8.AppendRune(out, r)
		}
	}
	return out, nil
}

func charRef(entity string) (rune, error) {
	var n uint64
	var err error
	switch {
	case len(entity) > 2 && (entity[:2] == "#x" || entity[:2] == "#X"):
		n, err = strconv.ParseUint(entity[2:], 16, 32)
	case len(entity) > 1 && entity[0] == '#':
		n, err = strconv.ParseUint(entity[1:], 10, 32)
	default:
		return 0, fmt.Errorf("%w: unknown entity &%s;", errXML, entity)
	}
	if err != nil || n > utf8.MaxRune {
		return 0, fmt.Errorf("%w: bad character reference &%s;", errXML, entity)
	}
	return rune(n), nil
}

// localName strips a namespace prefix: x:row is row.
func localName(name []byte) []byte {
	if i := bytes.IndexByte(name, ':'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// attr returns the value of the unprefixed attribute name in attrs, or nil.
func attr(attrs []byte, name string) []byte {
	for len(attrs) > 0 {
		attrs = bytes.TrimLeft(attrs, " \t\r\n")
		eq := bytes.IndexByte(attrs, '=')
		if eq < 0 {
			return nil
		}
		key := bytes.TrimSpace(attrs[:eq])
		attrs = bytes.TrimLeft(attrs[eq+1:], " \t\r\n")
		if len(attrs) == 0 || (attrs[0] != '"' && attrs[0] != '\'') {
			return nil
		}
		end := bytes.IndexByte(attrs[1:], attrs[0])
		if end < 0 {
			return nil
		}
		value := attrs[1 : end+1]
		attrs = attrs[end+2:]
		if string(key) == name {
			return value
		}
	}
	return nil
}

// skipTo reads tokens until the end tag of name at the current depth.
func (s *xmlScanner) skipTo(name string) error {
	depth := 0
	for {
		t, err := s.next()
		if err != nil {
			return eofIsUnexpected(err)
		}
		switch {
		case t.kind == startTag:
			depth++
		case t.kind == endTag && depth == 0 && string(t.name) == name:
			return nil
		case t.kind == endTag:
			depth--
		}
	}
}

// collectText reads the text of the <t> elements up to the end tag of name, leaving out phonetic
// runs (<rPh>): the text of a shared string or an inline string, plain or rich. It appends it to dst
// up to keep bytes of dst and reads past the rest.
func (s *xmlScanner) collectText(dst []byte, name string, keep int) ([]byte, error) {
	inText, inPhonetic := false, false
	for {
		t, err := s.next()
		if err != nil {
			return dst, eofIsUnexpected(err)
		}
		switch t.kind {
		case charData:
			if inText && !inPhonetic {
				dst = appendUpTo(dst, t.text, keep)
			}
		case startTag:
			switch string(t.name) {
			case "t":
				inText = true
			case "rPh":
				inPhonetic = true
			}
		case endTag:
			switch string(t.name) {
			case "t":
				inText = false
			case "rPh":
				inPhonetic = false
			case name:
				return dst, nil
			}
		}
	}
}

func eofIsUnexpected(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// collectValue reads the character data up to the end tag </v> and appends it to dst up to keep
// bytes of dst, reading past the rest.
func (s *xmlScanner) collectValue(dst []byte, keep int) ([]byte, error) {
	for {
		t, err := s.next()
		if err != nil {
			return dst, eofIsUnexpected(err)
		}
		switch {
		case t.kind == charData:
			dst = appendUpTo(dst, t.text, keep)
		case t.kind == endTag && string(t.name) == "v":
			return dst, nil
		default:
			return dst, fmt.Errorf("%w: <%s> inside <v>", errXML, t.name)
		}
	}
}
