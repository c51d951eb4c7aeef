package orders_test

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"kade/internal/domain"
	"kade/internal/orders"
)

// totalsCases are the footer cases the frontend's order form shares (testdata/totals.json).
type totalsCases struct {
	Cases []struct {
		Name                 string               `json:"name"`
		Lines                []orders.Line        `json:"lines"`
		ShipmentCostsInclVAT *int64               `json:"shipment_costs_incl_vat"`
		HandlingCosts        int64                `json:"handling_costs"`
		WantLines            []orders.LineAmounts `json:"want_lines"`
		Want                 orders.Totals        `json:"want"`
	} `json:"cases"`
}

func TestFooterCases(t *testing.T) {
	data, err := os.ReadFile("testdata/totals.json")
	if err != nil {
		t.Fatal(err)
	}
	var table totalsCases
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatal(err)
	}
	for _, tc := range table.Cases {
		for i, l := range tc.Lines {
			if got := orders.Amounts(l); got != tc.WantLines[i] {
				t.Errorf("%s: line %d: %+v, want %+v", tc.Name, i, got, tc.WantLines[i])
			}
		}
		f := orders.Fields{Lines: tc.Lines, ShipmentCostsInclVAT: tc.ShipmentCostsInclVAT}
		if got := orders.Footer(f, tc.HandlingCosts); got != tc.Want {
			t.Errorf("%s: footer %+v, want %+v", tc.Name, got, tc.Want)
		}
	}
}

func TestPercentageJSON(t *testing.T) {
	for text, want := range map[string]orders.Percentage{"21": 2100, "12.5": 1250, "0.05": 5, "0": 0, "100": 10000, "-3": -300} {
		var p orders.Percentage
		if err := json.Unmarshal([]byte(text), &p); err != nil || p != want {
			t.Errorf("%s: %d, %v; want %d", text, p, err, want)
		}
		if out, _ := json.Marshal(p); string(out) != text {
			t.Errorf("%d is written %s, want %s", p, out, text)
		}
	}
	// Each refusal says why, as the field's error of a body that sends it.
	for text, want := range map[string]string{"12.345": "validation.decimals,2", "1e2": "validation.decimals,2",
		`"21"`: "validation.type", "1234567": "validation.max,100", ".5": "validation.type",
		"--1": "validation.type", "true": "validation.type", "null": "validation.required"} {
		var p orders.Percentage
		var invalid *domain.InvalidValue
		if err := p.UnmarshalJSON([]byte(text)); !errors.As(err, &invalid) || invalid.Message != want {
			t.Errorf("%s: %d, %v; want %s", text, p, err, want)
		}
	}
}
