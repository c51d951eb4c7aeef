package products

// eanError is the translation key of what is wrong with an EAN (EAN-8, EAN-13 or the EAN-14 of an
// outer box), "" when it is valid.
func eanError(ean string) string {
	if len(ean) != 8 && len(ean) != 13 && len(ean) != 14 || !allDigits(ean) {
		return "products.validation.ean_length"
	}
	if gs1CheckDigit(ean[:len(ean)-1]) != ean[len(ean)-1] {
		return "products.validation.ean_checksum"
	}
	return ""
}

// gs1CheckDigit computes the GS1 check digit of digits: weights 3 and 1 alternate from the right.
func gs1CheckDigit(digits string) byte {
	sum := 0
	for i := len(digits) - 1; i >= 0; i-- {
		d := int(digits[i] - '0')
		if (len(digits)-1-i)%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return byte('0' + (10-sum%10)%10)
}
