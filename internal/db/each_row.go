package db

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/jmoiron/sqlx"
)

// EachRow runs `SELECT columns rest` on the read pool (columns is a select list, rest the FROM
// clause onwards, with ? placeholders) and calls each with every row, whose columns are texts,
// integers, nulls or what ArrayOf made. The row is reused between calls. It suits statements that
// read many rows of many columns, such as exports.
//
// SQLite hands each row over as one JSON array, which the driver reads as one text: the driver
// reads a column with two or three calls into SQLite that each take the connection's mutex, and
// for the 15 columns of the orderlines export that cost 2.3 of the 2.8 µs a row took (the array
// takes about 1.2). PostgreSQL's rows are read column by column, in text, straight from pgx's
// buffer into one string per row: database/sql's scanning made a string and an interface of
// each value, a third of the export's CPU with the collector's share.
func (d *DB) EachRow(ctx context.Context, columns, rest string, args []any, each func(row *Row) error) error {
	if d.Dialect == Postgres {
		return d.eachPostgresRow(ctx, "SELECT "+columns+" "+rest, args, each)
	}
	rows, err := d.Read().Query(ctx, "SELECT json_array("+columns+") "+rest, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return eachArray(rows, each)
}

// eachPostgresRow runs query on a connection of the read pool through pgx itself, its results in
// text format, and calls each with every row.
func (d *DB) eachPostgresRow(ctx context.Context, query string, args []any, each func(row *Row) error) error {
	conn, err := d.read.Connx(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(driverConn any) error {
		args = append([]any{pgx.QueryResultFormats{pgx.TextFormatCode}}, args...)
		rows, err := driverConn.(*stdlib.Conn).Conn().Query(ctx, d.read.Rebind(query), args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		var row Row
		var buf []byte
		for rows.Next() {
			buf = row.readTexts(rows.RawValues(), buf)
			if err := each(&row); err != nil {
				return err
			}
		}
		return rows.Err()
	})
}

// arrayBatch is how many rows the reader of eachArray hands over at a time.
const arrayBatch = 256

// eachArray calls each with the values of every row of rows, which are JSON arrays. One goroutine
// steps SQLite through the rows while the caller's decodes them and runs each: the two halves of
// an export's work then run on two cores. When each fails, the reader stops before eachArray returns.
func eachArray(rows *sqlx.Rows, each func(row *Row) error) error {
	batches := make(chan []string, 4)
	stop := make(chan struct{})
	read := make(chan error, 1)
	go func() {
		defer close(batches)
		read <- readArrays(rows, batches, stop)
	}()
	var decoder arrays
	var row Row
	for batch := range batches {
		for _, text := range batch {
			values, err := decoder.decode(text)
			if err == nil {
				row.values = values
				err = each(&row)
			}
			if err != nil {
				close(stop)
				for range batches {
				}
				<-read
				return err
			}
		}
	}
	return <-read
}

// readArrays sends the texts of rows to batches, arrayBatch at a time, until the rows end or stop closes.
func readArrays(rows *sqlx.Rows, batches chan<- []string, stop <-chan struct{}) error {
	batch := make([]string, 0, arrayBatch)
	send := func() bool {
		select {
		case batches <- batch:
			batch = make([]string, 0, arrayBatch)
			return true
		case <-stop:
			return false
		}
	}
	for rows.Next() {
		var text string
		if err := rows.Scan(&text); err != nil {
			return err
		}
		if batch = append(batch, text); len(batch) == arrayBatch && !send() {
			return nil
		}
	}
	if len(batch) > 0 && !send() {
		return nil
	}
	return rows.Err()
}
