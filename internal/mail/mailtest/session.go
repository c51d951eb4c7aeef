package mailtest

import (
	"io"

	"github.com/emersion/go-smtp"
)

// session collects one SMTP transaction's envelope and hands the parsed mail to the sink.
type session struct {
	sink *Sink
	from string
	to   []string
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	s.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if reason := s.sink.rejection(); reason != "" {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: reason}
	}
	s.to = append(s.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m, err := parse(s.from, s.to, raw)
	if err != nil {
		// A malformed mail fails its delivery, which the sending test sees.
		return &smtp.SMTPError{Code: 554, EnhancedCode: smtp.EnhancedCode{5, 6, 0}, Message: err.Error()}
	}
	s.sink.add(m)
	return nil
}

func (s *session) Reset() {
	s.from, s.to = "", nil
}

func (s *session) Logout() error { return nil }
