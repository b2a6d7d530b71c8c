func RunEditor(commands []string) string {
	text := []byte{}
	history := [][]byte{}
	for _, command := range commands {
		action, arg, _ := strings.Cut(command, " ")
		switch action {
		case "type":
			history = append(history, text)
			text = append(text, arg...)
		case "delete":
			history = append(history, text)
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
