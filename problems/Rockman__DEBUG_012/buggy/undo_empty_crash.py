# bug: undo pops the history without checking that it is not empty
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
            del text[max(0, len(text) - k):]
        elif action == "undo":
            text = history.pop()
    return "".join(text)
