# bug: only type commands are recorded in the history, so undo skips over deletions
def run_editor(commands: list[str]) -> str:
    text: list[str] = []
    history: list[list[str]] = []
    for command in commands:
        action, _, arg = command.partition(" ")
        if action == "type":
            history.append(text[:])
            text.extend(arg)
        elif action == "delete":
            k = int(arg)
            del text[max(0, len(text) - k):]
        elif action == "undo":
            if history:
                text = history.pop()
    return "".join(text)
