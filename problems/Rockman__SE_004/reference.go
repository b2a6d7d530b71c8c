package main

import "strings"

func versionAllDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// versionIsNumber reports whether s is 0|[1-9][0-9]*.
func versionIsNumber(s string) bool {
	return versionAllDigits(s) && (len(s) == 1 || s[0] != '0')
}

// versionIdentList splits one or more identifiers of [0-9A-Za-z-] separated by single dots.
func versionIdentList(text string, noLeadingZero bool) ([]string, bool) {
	idents := strings.Split(text, ".")
	for _, ident := range idents {
		if ident == "" {
			return nil, false
		}
		for i := 0; i < len(ident); i++ {
			c := ident[i]
			if !(c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '-') {
				return nil, false
			}
		}
		if noLeadingZero && versionAllDigits(ident) && len(ident) > 1 && ident[0] == '0' {
			return nil, false
		}
	}
	return idents, true
}

// versionParse returns the core numbers and the pre-release identifiers (nil when absent).
func versionParse(text string) (core []string, pre []string, ok bool) {
	head := text
	if plus := strings.IndexByte(text, '+'); plus >= 0 {
		if _, valid := versionIdentList(text[plus+1:], false); !valid {
			return nil, nil, false
		}
		head = text[:plus]
	}
	coreText := head
	if dash := strings.IndexByte(head, '-'); dash >= 0 {
		coreText = head[:dash]
		var valid bool
		if pre, valid = versionIdentList(head[dash+1:], true); !valid {
			return nil, nil, false
		}
	}
	core = strings.Split(coreText, ".")
	if len(core) != 3 {
		return nil, nil, false
	}
	for _, number := range core {
		if !versionIsNumber(number) {
			return nil, nil, false
		}
	}
	return core, pre, true
}

// versionCmpNumber compares numbers without leading zeros by length, then digit by digit.
func versionCmpNumber(a, b string) int {
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1
		}
		return 1
	}
	return strings.Compare(a, b)
}

func versionCmpIdent(a, b string) int {
	aNum, bNum := versionAllDigits(a), versionAllDigits(b)
	if aNum && bNum {
		return versionCmpNumber(a, b)
	}
	if aNum != bNum {
		if aNum {
			return -1
		}
		return 1
	}
	return strings.Compare(a, b)
}

// CompareVersions returns -1, 0 or 1, or nil when either label is invalid.
func CompareVersions(a string, b string) *int {
	coreA, preA, okA := versionParse(a)
	coreB, preB, okB := versionParse(b)
	if !okA || !okB {
		return nil
	}
	result := 0
	for i := 0; i < 3 && result == 0; i++ {
		result = versionCmpNumber(coreA[i], coreB[i])
	}
	if result == 0 {
		switch {
		case preA == nil && preB == nil:
			result = 0
		case preA == nil:
			result = 1
		case preB == nil:
			result = -1
		default:
			for i := 0; i < len(preA) && i < len(preB) && result == 0; i++ {
				result = versionCmpIdent(preA[i], preB[i])
			}
			if result == 0 && len(preA) != len(preB) {
				if len(preA) < len(preB) {
					result = -1
				} else {
					result = 1
				}
			}
		}
	}
	return &result
}
