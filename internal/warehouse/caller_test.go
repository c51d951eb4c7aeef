package warehouse

import (
	"reflect"
	"testing"
)

func TestCallerReach(t *testing.T) {
	every, limited := Caller{}, Caller{Accounts: []int64{3, 7}}
	if !every.Reaches(1) || !limited.Reaches(7) || limited.Reaches(4) {
		t.Errorf("reaches: every %v, limited 7 %v and 4 %v", every.Reaches(1), limited.Reaches(7), limited.Reaches(4))
	}
	if cond, args := every.Condition("o.client_id"); cond != "" || args != nil {
		t.Errorf("every account: %q %v", cond, args)
	}
	if cond, args := limited.Condition("o.client_id"); cond != "o.client_id IN (?, ?)" || !reflect.DeepEqual(args, []any{int64(3), int64(7)}) {
		t.Errorf("limited: %q %v", cond, args)
	}
}
