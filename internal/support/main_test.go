package support_test

import (
	"os"
	"testing"

	"kade/internal/db/dbtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }
