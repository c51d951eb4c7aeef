package access

import "testing"

func TestAllowsFollowsTheMatrix(t *testing.T) {
	tests := []struct {
		level Level
		p     Permission
		want  bool
	}{
		{Administrator, ManageAccounts, true},
		{Provider, ManageAccounts, false},
		{Default, ManageAccounts, false},
		{Default, ManageUsers, true},
		{Supplier, ManageUsers, false},
		{Exit, ManageUsers, false},
		{Supplier, OrdersRead, false},
		{Exit, OrdersRead, true},
		{Exit, OrdersWrite, false},
		{Supplier, ProductsRead, true},
		{Supplier, ProductsWrite, false},
		{Supplier, DeliveriesWrite, true},
		{Exit, DeliveriesWrite, false},
		{Supplier, StockRead, false},
		{Exit, StockRead, true},
		{Supplier, ExportAll, false},
		{Supplier, ExportSupplier, true},
		{Exit, ExportAll, true},
		{Supplier, Authenticated, true},
		{Default, ManageAPIKeys, true},
		{Exit, ManageAPIKeys, false},
		{Supplier, ManageAPIKeys, false},
		{Webshop, OrdersWrite, true},
		{Webshop, ProductsWrite, true},
		{Webshop, DeliveriesWrite, true},
		{Webshop, StockRead, false},
		{Webshop, ExportAll, false},
		{Webshop, ManageUsers, false},
		{Webshop, ManageAPIKeys, false},
		{Webshop, Authenticated, false},
		{Webshop, Public, true},
		{Level("Nobody"), OrdersRead, false},
	}
	for _, tt := range tests {
		if got := Allows(tt.level, tt.p); got != tt.want {
			t.Errorf("Allows(%s, %s) = %v, want %v", tt.level, tt.p, got, tt.want)
		}
	}
}

func TestIsStaff(t *testing.T) {
	for _, l := range Levels {
		want := l == Administrator || l == Provider
		if l.IsStaff() != want {
			t.Errorf("%s.IsStaff() = %v", l, !want)
		}
	}
	if Webshop.Valid() {
		t.Error("a user may be given the level of an API key")
	}
	if Level("Root").Valid() {
		t.Error("an unknown level is valid")
	}
}
