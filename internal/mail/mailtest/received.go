package mailtest

import (
	"bytes"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"strings"
)

// Received is one mail as the sink got it: the envelope, the headers and the decoded bodies.
type Received struct {
	From    string   // envelope sender (MAIL FROM)
	To      []string // envelope recipients (RCPT TO)
	Header  mail.Header
	Subject string   // decoded from its MIME encoded-words
	Text    string   // the text/plain body, decoded, with LF line endings
	HTML    string   // the text/html body, decoded, with LF line endings
	Parts   []string // the content types of the parts, in order; one for a single-part mail
	Raw     []byte
}

func parse(from string, to []string, raw []byte) (Received, error) {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return Received{}, err
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		return Received{}, fmt.Errorf("subject: %w", err)
	}
	m := Received{From: from, To: to, Header: msg.Header, Subject: subject, Raw: raw}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		return Received{}, fmt.Errorf("content type: %w", err)
	}
	if !strings.HasPrefix(mediaType, "multipart/") {
		return m, m.addBody(mediaType, msg.Header.Get("Content-Transfer-Encoding"), msg.Body)
	}
	parts := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := parts.NextPart() // decodes quoted-printable parts itself
		if err == io.EOF {
			return m, nil
		}
		if err != nil {
			return Received{}, err
		}
		partType, _, err := mime.ParseMediaType(p.Header.Get("Content-Type"))
		if err != nil {
			return Received{}, fmt.Errorf("part content type: %w", err)
		}
		if err := m.addBody(partType, p.Header.Get("Content-Transfer-Encoding"), p); err != nil {
			return Received{}, err
		}
	}
}

func (m *Received) addBody(mediaType, transferEncoding string, r io.Reader) error {
	if strings.EqualFold(transferEncoding, "quoted-printable") {
		r = quotedprintable.NewReader(r)
	}
	body, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("%s body: %w", mediaType, err)
	}
	m.Parts = append(m.Parts, mediaType)
	// Mails travel with CRLF; LF lets tests compare bodies with what the templates rendered.
	text := strings.ReplaceAll(string(body), "\r\n", "\n")
	switch mediaType {
	case "text/plain":
		m.Text = text
	case "text/html":
		m.HTML = text
	}
	return nil
}
