# bug: deleting more characters than the text holds uses a negative slice start, which wraps around and keeps the wrong prefix
def run_editor(commands: list[str]) -> str:
    text: list[str] = []
    history: list[list[str]] = []
    for command in commands:
        action, _, arg = command.partition(" ")
        if action == "type":
            history.append(text[:])
            text.extend(arg)
        elif action == "delete":
            history.append(text[:])
            k = int(arg)
            del text[len(text) - k:]
        elif action == "undo":
            if history:
                text = history.pop()
    return "".join(text)
