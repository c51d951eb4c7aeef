package mail

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"math/big"
	"net"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// mailtest's sink speaks plain SMTP only; this test needs a server that insists on TLS and AUTH, and
// access to the sender's TLS settings to trust the test certificate.
func TestSMTPSenderTLSAndAuth(t *testing.T) {
	cert, roots := selfSignedCert(t)
	for _, tc := range []struct{ name, scheme string }{
		{"STARTTLS", "smtp"},
		{"implicit TLS", "smtps"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			delivered := make(chan string, 1)
			addr := startStrictServer(t, cert, tc.scheme == "smtps", delivered)
			s, err := NewSender(tc.scheme+"://kade:s3cret@"+addr, "portal@acme.example", nil)
			if err != nil {
				t.Fatal(err)
			}
			s.(*smtpSender).tls.RootCAs = roots
			if err := s.Send(context.Background(), Message{To: "ann@example.com", Subject: "Hi", Text: "Hi"}); err != nil {
				t.Fatal(err)
			}
			select {
			case user := <-delivered:
				if user != "kade" {
					t.Errorf("delivered for user %q", user)
				}
			case <-time.After(time.Second):
				t.Fatal("nothing delivered")
			}
		})
	}
}

// startStrictServer accepts mail only over TLS from user kade with password s3cret and reports the
// user of each delivery.
func startStrictServer(t *testing.T, cert tls.Certificate, implicit bool, delivered chan<- string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	config := &tls.Config{Certificates: []tls.Certificate{cert}}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &strictSession{conn: c, delivered: delivered}, nil
	}))
	srv.Domain = "localhost"
	if implicit {
		l = tls.NewListener(l, config)
	} else {
		srv.TLSConfig = config // offers STARTTLS; AUTH is refused before it
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l.Addr().String()
}

type strictSession struct {
	conn      *smtp.Conn
	user      string
	delivered chan<- string
}

func (s *strictSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *strictSession) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, password string) error {
		if user != "kade" || password != "s3cret" {
			return errors.New("wrong credentials")
		}
		s.user = user
		return nil
	}), nil
}

func (s *strictSession) Mail(string, *smtp.MailOptions) error {
	if _, ok := s.conn.TLSConnectionState(); !ok || s.user == "" {
		return smtp.ErrAuthRequired
	}
	return nil
}

func (s *strictSession) Rcpt(string, *smtp.RcptOptions) error { return nil }

func (s *strictSession) Data(r io.Reader) error {
	if _, err := io.Copy(io.Discard, r); err != nil {
		return err
	}
	s.delivered <- s.user
	return nil
}

func (s *strictSession) Reset()        {}
func (s *strictSession) Logout() error { return nil }

func selfSignedCert(t *testing.T) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	template := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1)},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	roots := x509.NewCertPool()
	roots.AddCert(parsed)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, roots
}
