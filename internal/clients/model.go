// Package clients owns the client accounts (the provider's customers) and which of them a user may see.
package clients

// Client is a client account.
type Client struct {
	ID   int64  `db:"id" json:"id"`
	Name string `db:"name" json:"name"`
}
