# Kade: `make run` starts the portal with demo data; `make test` runs every test on a fresh machine.
SHELL := /bin/bash
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

GO_SOURCES  := $(shell find cmd internal web -name '*.go' -not -path '*/node_modules/*') go.mod go.sum
WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts \
               web/tsconfig.json web/tsconfig.app.json web/tsconfig.node.json web/package-lock.json \
               api/openapi.yaml

.PHONY: run build test test-go test-web test-e2e bench lint deps clean

run: bin/kade ## build everything, load the demo data on first start and serve on 127.0.0.1:8080 with a simulated warehouse (SIMULATE=0: without)
	./bin/kade seed --demo
	./bin/kade serve $(if $(filter 0,$(SIMULATE)),,-simulate)

build: bin/kade ## build the frontend into the Go binary (bin/kade)

bin/kade: web/dist/index.html $(GO_SOURCES)
	go build -o bin/kade ./cmd/kade

web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web/src/lib/api/schema.gen.ts: api/openapi.yaml web/node_modules/.installed
	cd web && npm run --silent gen:api

web/dist/index.html: web/node_modules/.installed web/src/lib/api/schema.gen.ts $(WEB_SOURCES)
	cd web && npm run --silent build

deps: ## install what the tests need: Debian's chromium and postgresql (when root), npm packages
	scripts/install-deps.sh

test: deps bin/kade lint test-go test-web test-e2e ## every test: the lint, Go (SQLite and PostgreSQL), Vitest, Playwright

test-go: bin/kade
	go vet ./...
	go test ./...

test-web: web/node_modules/.installed
	cd web && npx tsc -b && npm test --silent

test-e2e: bin/kade
	cd web && npm run --silent e2e

bench: bin/kade ## print the BENCH lines
	./bin/kade bench

lint: web/node_modules/.installed ## formatting and static checks: gofmt, go vet, tsc, Prettier, ESLint
	test -z "$$(gofmt -l cmd internal web/*.go)"
	go vet ./...
	cd web && npm run lint --silent

clean:
	rm -rf bin web/dist/assets web/dist/index.html web/dist/.vite
