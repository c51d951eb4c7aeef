// Package config reads Kade's settings from environment variables, which command-line flags override.
package config

import (
	"flag"
	"os"

	"kade/internal/tempfiles"
)

// Config is every setting of a Kade instance.
type Config struct {
	Addr         string // KADE_ADDR
	DatabaseURL  string // KADE_DATABASE_URL: sqlite:<path> or postgres://...
	BaseURL      string // KADE_BASE_URL: the portal's public address, for links in mails
	SMTPURL      string // KADE_SMTP_URL: smtp://user:pass@host:port; unset logs mails instead
	MailFrom     string // KADE_MAIL_FROM
	ProviderName string // KADE_PROVIDER_NAME
	ContactEmail string // KADE_CONTACT_EMAIL
	Website      string // KADE_PROVIDER_WEBSITE
	Address      string // KADE_PROVIDER_ADDRESS: several lines, separated by \n
	Phone        string // KADE_PROVIDER_PHONE
	Hours        string // KADE_PROVIDER_HOURS: the opening hours, as shown
	Logo         string // KADE_PROVIDER_LOGO: the logo's file (SVG, PNG, JPEG or WebP); empty shows Kade's own
	SupportEmail string // KADE_SUPPORT_EMAIL: where the contact form's mails go; the contact address by default
	// TempDir is KADE_TEMP_DIR: the folder of Kade's own for uploads and import staging files; what a
	// crashed instance left there is removed at the next start.
	TempDir string
}

// Flags registers the settings on fs with their environment values as defaults; flags set on the
// command line win.
func Flags(fs *flag.FlagSet) *Config {
	c := &Config{}
	fs.StringVar(&c.Addr, "addr", env("KADE_ADDR", "127.0.0.1:8080"), "listen address (KADE_ADDR)")
	fs.StringVar(&c.DatabaseURL, "database-url", env("KADE_DATABASE_URL", "sqlite:./data/kade.db"),
		"sqlite:<path> or postgres://... (KADE_DATABASE_URL)")
	fs.StringVar(&c.BaseURL, "base-url", env("KADE_BASE_URL", "http://127.0.0.1:8080"),
		"public address of the portal, used in mails (KADE_BASE_URL)")
	fs.StringVar(&c.SMTPURL, "smtp-url", env("KADE_SMTP_URL", ""),
		"smtp://user:pass@host:port or smtps://...; empty logs mails (KADE_SMTP_URL)")
	fs.StringVar(&c.MailFrom, "mail-from", env("KADE_MAIL_FROM", "Kade <no-reply@kade.example.com>"),
		"sender of mails (KADE_MAIL_FROM)")
	fs.StringVar(&c.ProviderName, "provider-name", env("KADE_PROVIDER_NAME", "Kade Logistics"),
		"the provider's name (KADE_PROVIDER_NAME)")
	fs.StringVar(&c.ContactEmail, "contact-email", env("KADE_CONTACT_EMAIL", "support@kade.example.com"),
		"the provider's contact address (KADE_CONTACT_EMAIL)")
	fs.StringVar(&c.Website, "provider-website", env("KADE_PROVIDER_WEBSITE", "https://kade.example.com"),
		"the provider's website, linked from the menu (KADE_PROVIDER_WEBSITE)")
	fs.StringVar(&c.Address, "provider-address", env("KADE_PROVIDER_ADDRESS", "Kade Logistics\nHavenstraat 1\n1234 AB Amsterdam"),
		"the provider's postal address, lines separated by \\n (KADE_PROVIDER_ADDRESS)")
	fs.StringVar(&c.Phone, "provider-phone", env("KADE_PROVIDER_PHONE", "+31 20 123 4567"),
		"the provider's phone number (KADE_PROVIDER_PHONE)")
	fs.StringVar(&c.Hours, "provider-hours", env("KADE_PROVIDER_HOURS", "Mon-Fri 08:30-17:00"),
		"the provider's opening hours (KADE_PROVIDER_HOURS)")
	fs.StringVar(&c.Logo, "provider-logo", env("KADE_PROVIDER_LOGO", ""),
		"the provider's logo: an .svg, .png, .jpg or .webp file of at most 512 KiB; empty: Kade's own (KADE_PROVIDER_LOGO)")
	fs.StringVar(&c.SupportEmail, "support-email", env("KADE_SUPPORT_EMAIL", ""),
		"where the contact form's mails go; empty: the contact address (KADE_SUPPORT_EMAIL)")
	fs.StringVar(&c.TempDir, "temp-dir", env("KADE_TEMP_DIR", tempfiles.DefaultRoot()),
		"folder for uploads and import staging files, emptied of dead instances' files at start (KADE_TEMP_DIR)")
	return c
}

func env(name, fallback string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	return fallback
}
