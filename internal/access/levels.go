// Package access owns who may do what: the user levels, the permission matrix of docs/permissions.md that the
// route table applies to every route, and which client accounts a user may see.
package access

// Level is a user's level, stored and sent as its name.
type Level string

const (
	Default       Level = "Default"
	Provider      Level = "Provider" // the provider's employees
	Administrator Level = "Administrator"
	Supplier      Level = "Supplier"
	Exit          Level = "Exit"
)

// Webshop is the level of a call made with an account's API key (internal/apikeys): never a
// user's, so not in Levels and never assignable.
const Webshop Level = "Webshop"

// Warehouse is the level of a call made with a key of the provider's warehouse system
// (internal/warehouse): never a user's either.
const Warehouse Level = "Warehouse"

// Levels lists every level a user may have.
var Levels = []Level{Default, Provider, Administrator, Supplier, Exit}

// Valid reports whether l is one of the levels.
func (l Level) Valid() bool {
	for _, known := range Levels {
		if l == known {
			return true
		}
	}
	return false
}

// IsStaff reports whether l belongs to the provider (Administrator or provider employee): staff see
// every client account. Everyone else is a client (spec point 6).
func (l Level) IsStaff() bool { return l == Administrator || l == Provider }
