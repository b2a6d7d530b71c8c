package main

import (
	"strconv"
	"strings"
)

// RunEditor returns the final text after the type, delete and undo commands.
func RunEditor(commands []string) string {
	text := []byte{}
	history := [][]byte{}
	for _, command := range commands {
		action, arg, _ := strings.Cut(command, " ")
		switch action {
		case "type":
			history = append(history, append([]byte(nil), text...))
			text = append(text, arg...)
		case "delete":
			history = append(history, append([]byte(nil), text...))
			k, _ := strconv.Atoi(arg)
			keep := len(text) - k
			if keep < 0 {
				keep = 0
			}
			text = text[:keep]
		case "undo":
			if len(history) > 0 {
				text = history[len(history)-1]
				history = history[:len(history)-1]
			}
		}
	}
	return string(text)
}
