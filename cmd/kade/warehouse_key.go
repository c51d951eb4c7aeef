package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"kade/internal/warehouse"
)

// warehouseKey makes a key for the provider's warehouse system and prints it, the only time it is
// shown: the way to set up the integration (and the simulator) without the Settings page.
func warehouseKey(ctx context.Context, args []string) error {
	if len(args) == 0 || args[0] != "create" {
		return errors.New(`usage: kade warehouse-key create --name [--clients 1,2]`)
	}
	var name, clients string
	a, err := command(ctx, "warehouse-key create", args[1:], func(fs *flag.FlagSet) {
		fs.StringVar(&name, "name", "", "what the key is for (required)")
		fs.StringVar(&clients, "clients", "", "ids of the client accounts the key is limited to, comma-separated; empty: every account")
	})
	if err != nil {
		return err
	}
	defer a.Close()
	accounts, err := accountIDs(clients)
	if err != nil {
		return err
	}
	created, err := warehouse.NewKeys(a.DB).Create(ctx, 0, warehouse.Fields{Name: name, Accounts: accounts})
	if err != nil {
		return fmt.Errorf("warehouse key: %w", err)
	}
	fmt.Println(created.Secret)
	return nil
}

// accountIDs reads a comma-separated list of account ids.
func accountIDs(list string) ([]int64, error) {
	var ids []int64
	for part := range strings.SplitSeq(list, ",") {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		id, err := strconv.ParseInt(part, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("--clients takes account ids: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, nil
}
