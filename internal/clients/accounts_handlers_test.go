package clients_test

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/clients"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
)

// accountOf decodes an answer of one account, failing the test unless its status is want.
func accountOf(t *testing.T, res apptest.Response, want int) clients.Account {
	t.Helper()
	if res.Status != want {
		t.Fatalf("status %d, want %d: %s", res.Status, want, res.Body)
	}
	var body struct {
		Data clients.Account `json:"data"`
	}
	if err := json.Unmarshal(res.Body, &body); err != nil {
		t.Fatal(err)
	}
	return body.Data
}

// An Administrator makes an account with its settings, and it is usable at once: it is listed,
// staff can select it and the provider employee's profile shows it. Its settings are read by its
// users; bad values are 422 by field and change nothing.
func TestAccountsAPI(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		admin, employee := env.Login(t, "admin@kade.example.com"), env.Login(t, "employee@kade.example.com")
		employeeProfile := func() string { return string(env.Do(t, "GET", "/api/profile", employee, nil).Body) }
		if strings.Contains(employeeProfile(), "Dune Goods") {
			t.Fatal("the account exists before it is made")
		}
		costs := int64(195)
		made := accountOf(t, env.Do(t, "POST", "/api/clients", admin, clients.AccountFields{Name: " Dune Goods B.V. ", Code: "dune1",
			DefaultShippingMethod: "PostNL", HandlingCosts: &costs, MaxDeliveryLines: 250, ContactEmail: "Ops@Dune.example.com"}), http.StatusCreated)
		if made.Name != "Dune Goods B.V." || made.Code == nil || *made.Code != "DUNE1" || made.HandlingCosts == nil || *made.HandlingCosts != 195 ||
			made.MaxDeliveryLines != 250 || made.ContactEmail != "ops@dune.example.com" || made.DefaultShippingMethod != "PostNL" {
			t.Errorf("made %+v", made)
		}
		if !strings.Contains(employeeProfile(), "Dune Goods B.V.") {
			t.Errorf("the provider employee's accounts lack the new one: %s", employeeProfile())
		}
		path := "/api/clients/" + strconv.FormatInt(made.ID, 10)
		if res := env.Do(t, "PUT", "/api/profile/client", employee, map[string]int64{"client_id": made.ID}); res.Status != http.StatusOK {
			t.Errorf("selecting the new account: %d %s", res.Status, res.Body)
		}
		if res := env.Do(t, "GET", path+"/sales-orders", employee, nil); res.Status != http.StatusOK {
			t.Errorf("the new account's orders: %d %s", res.Status, res.Body)
		}

		var list struct {
			Data []clients.Account `json:"data"`
		}
		if res := env.Do(t, "GET", "/api/clients", admin, nil); res.Status != http.StatusOK || json.Unmarshal(res.Body, &list) != nil ||
			len(list.Data) != len(demo.Accounts)+1 || list.Data[0].Name != "Dune Goods B.V." {
			t.Errorf("accounts: %s", res.Body)
		}

		edited := accountOf(t, env.Do(t, "PUT", path, admin, clients.AccountFields{Name: "Dune Goods", Code: "DUNE",
			MaxDeliveryLines: 500}), http.StatusOK)
		if edited.Name != "Dune Goods" || *edited.Code != "DUNE" || edited.HandlingCosts != nil || edited.ContactEmail != "" {
			t.Errorf("edited %+v", edited)
		}
		tulip := env.Accounts[demo.Accounts[0]]
		if got := accountOf(t, env.Do(t, "GET", "/api/clients/"+strconv.FormatInt(tulip, 10), env.Login(t, "client@tulip.example.com"), nil),
			http.StatusOK); got.Name != demo.Accounts[0] || got.MaxDeliveryLines < 1 {
			t.Errorf("Tulip as its user reads it: %+v", got)
		}

		before := dbtest.Count(t, env.App.DB, "clients")
		for _, tc := range []struct {
			name   string
			fields clients.AccountFields
			want   map[string]string
		}{
			{"nothing entered", clients.AccountFields{}, map[string]string{"name": "validation.required", "code": "validation.required",
				"max_delivery_lines": "validation.min,1"}},
			{"bad values", clients.AccountFields{Name: strings.Repeat("n", 101), Code: "1A", DefaultShippingMethod: strings.Repeat("s", 51),
				HandlingCosts: new(int64(-1)), MaxDeliveryLines: 5001, ContactEmail: "ops@"},
				map[string]string{"name": "validation.max,100", "code": "clients.validation.code", "default_shipping_method": "validation.max,50",
					"handling_costs": "validation.min,0", "max_delivery_lines": "validation.max,5000", "contact_email": "validation.email"}},
			{"too costly", clients.AccountFields{Name: "X", Code: "XX", HandlingCosts: new(int64(100_001)), MaxDeliveryLines: 1},
				map[string]string{"handling_costs": "validation.max,1000"}},
			{"a name and a code taken", clients.AccountFields{Name: demo.Accounts[0], Code: "dune", MaxDeliveryLines: 1},
				map[string]string{"name": "clients.validation.name_taken", "code": "clients.validation.code_taken"}},
		} {
			res := env.Do(t, "POST", "/api/clients", admin, tc.fields)
			if res.Status != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d %s", tc.name, res.Status, res.Body)
				continue
			}
			got := res.JSON(t)["errors"].(map[string]any)
			for field, key := range tc.want {
				if msgs, _ := got[field].([]any); len(msgs) == 0 || msgs[0] != key {
					t.Errorf("%s: %s is %v, want %s", tc.name, field, got[field], key)
				}
			}
		}
		if n := dbtest.Count(t, env.App.DB, "clients"); n != before {
			t.Errorf("%d accounts after refusals, want %d", n, before)
		}
		if res := env.Do(t, "PUT", "/api/clients/"+strconv.FormatInt(tulip, 10), admin, clients.AccountFields{Name: "Dune Goods",
			Code: "TUL", MaxDeliveryLines: 10}); res.Status != http.StatusUnprocessableEntity {
			t.Errorf("renaming Tulip to a name taken: %d %s", res.Status, res.Body)
		}
	})
}
