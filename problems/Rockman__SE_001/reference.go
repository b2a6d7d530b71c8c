package main

import "strings"

// ParseCsvRow returns the fields of one CSV row, or nil when the row is malformed.
func ParseCsvRow(line string) *[]string {
	fields := []string{}
	n := len(line)
	i := 0
	for {
		if i < n && line[i] == '"' {
			i++
			var value strings.Builder
			for {
				if i >= n {
					return nil // unterminated quoted field
				}
				if line[i] == '"' {
					if i+1 < n && line[i+1] == '"' {
						value.WriteByte('"')
						i += 2
						continue
					}
					i++
					break
				}
				value.WriteByte(line[i])
				i++
			}
			fields = append(fields, value.String())
			if i < n && line[i] != ',' {
				return nil // text after the closing quote
			}
		} else {
			start := i
			for i < n && line[i] != ',' {
				if line[i] == '"' {
					return nil // quote inside an unquoted field
				}
				i++
			}
			fields = append(fields, line[start:i])
		}
		if i >= n {
			return &fields
		}
		i++ // skip the comma; a comma at the very end starts one more (empty) field
	}
}
