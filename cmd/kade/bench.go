package main

import (
	"context"
	"errors"
)

func bench(ctx context.Context, args []string) error {
	return errors.New("not yet")
}
