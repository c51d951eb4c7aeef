// Package web holds the built React app (web/dist), embedded into the kade binary.
package web

import "embed"

// Dist is the Vite build output; dist/.gitkeep keeps it buildable before the first frontend build.
//
//go:embed all:dist
var Dist embed.FS
