// Package documents holds the provider's legal documents that the portal's Information area offers:
// the data processing agreement and its two appendices, written in each language as embedded text
// (texts/<language>/<name>.md) with the provider's name put in where the processor is named, and
// served as PDFs generated from that text (cached per provider, document and language).
package documents

import (
	"bufio"
	"bytes"
	"embed"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/go-pdf/fpdf"
)

//go:embed texts/*/*.md
var texts embed.FS

// Version is the documents' version; Date is when that version took effect, per language.
const Version = "2.1"

// Names are the documents, in the order the agreement page shows them.
var Names = []string{"data-processing-agreement", "appendix-1", "appendix-2"}

// Languages are the languages each document is written in.
var Languages = []string{"en-GB", "nl-NL"}

var dates = map[string]string{"en-GB": "July 2025", "nl-NL": "juli 2025"}

// versionLabel is the line under each document's title, per language.
var versionLabel = map[string]string{"en-GB": "Version %s, %s", "nl-NL": "Versie %s, %s"}

// pageLabel is the footer's page number, per language.
var pageLabel = map[string]string{"en-GB": "Page %d of {nb}", "nl-NL": "Pagina %d van {nb}"}

// fileBase is the downloaded file's name before its version, per language and document.
var fileBase = map[string]map[string]string{
	"en-GB": {"data-processing-agreement": "data-processing-agreement", "appendix-1": "data-processing-agreement-appendix-1", "appendix-2": "data-processing-agreement-appendix-2"},
	"nl-NL": {"data-processing-agreement": "verwerkersovereenkomst", "appendix-1": "verwerkersovereenkomst-bijlage-1", "appendix-2": "verwerkersovereenkomst-bijlage-2"},
}

// issued is the PDFs' creation date, fixed so that the same text always makes the same bytes.
var issued = time.Date(2025, time.July, 1, 0, 0, 0, 0, time.UTC)

var (
	ErrUnknownDocument = errors.New("unknown document")
	ErrUnknownLanguage = errors.New("unknown language")
)

// Date is the date of the documents' version in language (e.g. "July 2025").
func Date(language string) string { return dates[language] }

// Block is one piece of a document's text: a heading, a paragraph or a list item.
type Block struct {
	Kind string // "heading", "paragraph" or "item"
	Text string
}

// Text is a document in one language: its title and blocks, with the provider's name put in.
type Text struct {
	Title  string
	Blocks []Block
}

// Read reads document name in language with provider as the processor.
func Read(name, language, provider string) (Text, error) {
	if !slices.Contains(Names, name) {
		return Text{}, ErrUnknownDocument
	}
	if !slices.Contains(Languages, language) {
		return Text{}, ErrUnknownLanguage
	}
	raw, err := texts.ReadFile("texts/" + language + "/" + name + ".md")
	if err != nil {
		return Text{}, fmt.Errorf("read %s/%s: %w", language, name, err)
	}
	var doc Text
	var para []string
	flush := func() {
		if len(para) > 0 {
			doc.Blocks = append(doc.Blocks, Block{Kind: "paragraph", Text: strings.Join(para, " ")})
			para = nil
		}
	}
	lines := bufio.NewScanner(bytes.NewReader(raw))
	for lines.Scan() {
		line := strings.TrimSpace(strings.ReplaceAll(lines.Text(), "{provider}", provider))
		switch {
		case line == "":
			flush()
		case strings.HasPrefix(line, "# "):
			flush()
			doc.Title = strings.TrimPrefix(line, "# ")
		case strings.HasPrefix(line, "## "):
			flush()
			doc.Blocks = append(doc.Blocks, Block{Kind: "heading", Text: strings.TrimPrefix(line, "## ")})
		case strings.HasPrefix(line, "- "):
			flush()
			doc.Blocks = append(doc.Blocks, Block{Kind: "item", Text: strings.TrimPrefix(line, "- ")})
		default:
			para = append(para, line)
		}
	}
	flush()
	return doc, lines.Err()
}

// FileName is the name a downloaded document is saved under, with its version.
func FileName(name, language string) string {
	return fileBase[language][name] + "-v" + Version + ".pdf"
}

// Library makes the PDFs of the documents with one provider's name and keeps each once made.
type Library struct {
	provider string
	mu       sync.Mutex
	made     map[string][]byte
}

// NewLibrary is the documents with provider as the processor.
func NewLibrary(provider string) *Library {
	return &Library{provider: provider, made: map[string][]byte{}}
}

// PDF is document name in language as a PDF; the bytes are shared, not to be changed.
func (l *Library) PDF(name, language string) ([]byte, error) {
	key := language + "/" + name
	l.mu.Lock()
	defer l.mu.Unlock()
	if b, ok := l.made[key]; ok {
		return b, nil
	}
	doc, err := Read(name, language, l.provider)
	if err != nil {
		return nil, err
	}
	b, err := render(doc, language, l.provider)
	if err != nil {
		return nil, err
	}
	l.made[key] = b
	return b, nil
}

// render lays doc out on A4 pages in Helvetica, its text translated to Windows-1252 so that
// accented letters show. Compression is off: the documents are small, and their text stays
// searchable in the file's bytes.
func render(doc Text, language, provider string) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(false)
	pdf.SetCreationDate(issued)
	pdf.SetModificationDate(issued)
	pdf.SetCatalogSort(true)
	pdf.SetMargins(22, 20, 22)
	pdf.SetAutoPageBreak(true, 20)
	pdf.AliasNbPages("{nb}")
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetTitle(doc.Title, true)
	pdf.SetAuthor(provider, true)
	pdf.SetCreator("Kade", false)
	pdf.SetProducer("Kade", false)
	version := fmt.Sprintf(versionLabel[language], Version, dates[language])
	pdf.SetFooterFunc(func() {
		pdf.SetY(-14)
		pdf.SetFont("Helvetica", "", 8)
		pdf.SetTextColor(110, 110, 110)
		pdf.CellFormat(0, 5, tr(doc.Title+" | "+version), "", 0, "L", false, 0, "")
		pdf.CellFormat(0, 5, tr(fmt.Sprintf(pageLabel[language], pdf.PageNo())), "", 0, "R", false, 0, "")
	})
	pdf.AddPage()

	pdf.SetTextColor(20, 20, 20)
	pdf.SetFont("Helvetica", "B", 18)
	pdf.MultiCell(0, 8, tr(doc.Title), "", "L", false)
	pdf.Ln(1)
	pdf.SetFont("Helvetica", "", 10)
	pdf.SetTextColor(90, 90, 90)
	pdf.MultiCell(0, 5, tr(version), "", "L", false)
	pdf.SetTextColor(20, 20, 20)
	pdf.Ln(4)

	left, _, right, _ := pdf.GetMargins()
	for _, b := range doc.Blocks {
		switch b.Kind {
		case "heading":
			pdf.Ln(3)
			pdf.SetFont("Helvetica", "B", 12)
			pdf.MultiCell(0, 6, tr(b.Text), "", "L", false)
			pdf.Ln(1)
		case "item":
			pdf.SetFont("Helvetica", "", 10)
			pdf.SetX(left + 3)
			pdf.CellFormat(4, 5, tr("•"), "", 0, "L", false, 0, "")
			w, _ := pdf.GetPageSize()
			pdf.MultiCell(w-left-right-7, 5, tr(b.Text), "", "L", false)
			pdf.Ln(1)
		default:
			pdf.SetFont("Helvetica", "", 10)
			pdf.MultiCell(0, 5, tr(b.Text), "", "L", false)
			pdf.Ln(2)
		}
	}
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return nil, fmt.Errorf("render %s: %w", doc.Title, err)
	}
	return out.Bytes(), nil
}
