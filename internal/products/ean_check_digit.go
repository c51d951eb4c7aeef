package products

// EANWithCheckDigit completes digits (7, 12 or 13 of them) with their GS1 check digit.
func EANWithCheckDigit(digits string) string { return digits + string(gs1CheckDigit(digits)) }
