package main

import (
	"slices"
	"testing"
)

func TestAccountIDs(t *testing.T) {
	if ids, err := accountIDs(" 3, 1,,2 "); err != nil || !slices.Equal(ids, []int64{3, 1, 2}) {
		t.Errorf("accountIDs: %v %v", ids, err)
	}
	if ids, err := accountIDs(""); err != nil || ids != nil {
		t.Errorf("no accounts: %v %v", ids, err)
	}
	if _, err := accountIDs("1,tulip"); err == nil {
		t.Error("an account that is no id is taken")
	}
}
