package db

import (
	"testing"
	"testing/fstest"
)

// The digest of a dialect's migrations is the same on every call and differs between the dialects.
func TestMigrationsDigest(t *testing.T) {
	sqlite, err := MigrationsDigest(SQLite)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := MigrationsDigest(SQLite)
	postgres, _ := MigrationsDigest(Postgres)
	if len(sqlite) != 64 || again != sqlite || postgres == sqlite {
		t.Fatalf("digests %q, %q and %q", sqlite, again, postgres)
	}
}

// A digest changes when a file's content or name changes, or a file is added.
func TestDigestOfFiles(t *testing.T) {
	base := fstest.MapFS{"00001_a.sql": {Data: []byte("CREATE TABLE a (id INTEGER);")}}
	changed := fstest.MapFS{"00001_a.sql": {Data: []byte("CREATE TABLE a (id BIGINT);")}}
	renamed := fstest.MapFS{"00001_b.sql": {Data: []byte("CREATE TABLE a (id INTEGER);")}}
	added := fstest.MapFS{"00001_a.sql": base["00001_a.sql"], "00002_b.sql": {Data: []byte("")}}
	seen := map[string]bool{}
	for _, fsys := range []fstest.MapFS{base, changed, renamed, added} {
		d, err := digest(fsys)
		if err != nil || seen[d] {
			t.Fatalf("digest %q again (%v)", d, err)
		}
		seen[d] = true
	}
}
