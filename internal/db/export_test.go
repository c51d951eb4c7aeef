package db

// Prepared reports whether d's writer has prepared query.
func Prepared(d *DB, query string) bool { return d.writeRunner.prepared(query) != nil }

// WriterWaits is how many times a statement waited for the writer's connection.
func WriterWaits(d *DB) int64 { return d.write.Stats().WaitCount }
