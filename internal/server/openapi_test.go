package server_test

import (
	"slices"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
)

// TestOpenAPIDescribesEveryRoute keeps api/openapi.yaml and the route table in step, both ways.
func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]any `yaml:"paths"`
	}
	apptest.OpenAPI(t, &doc)
	var documented []string
	for path, item := range doc.Paths {
		for method := range item {
			switch method {
			case "get", "put", "post", "delete", "patch":
				documented = append(documented, strings.ToUpper(method)+" "+path)
			}
		}
	}
	var served []string
	for _, rt := range apptest.New(t, db.SQLite).App.Server.Routes() {
		served = append(served, rt.Method+" "+rt.Path)
	}
	for _, r := range served {
		if !slices.Contains(documented, r) {
			t.Errorf("route %s is not in api/openapi.yaml", r)
		}
	}
	for _, d := range documented {
		if !slices.Contains(served, d) {
			t.Errorf("api/openapi.yaml describes %s, which no route serves", d)
		}
	}
}
