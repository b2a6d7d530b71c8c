# bug: (the bug shipped in the starter code) the history stores the text list itself, not a copy, so later edits change the saved snapshots and undo restores the edited text
def run_editor(commands: list[str]) -> str:
    text: list[str] = []
    history: list[list[str]] = []
    for command in commands:
        action, _, arg = command.partition(" ")
        if action == "type":
            history.append(text)
            text.extend(arg)
        elif action == "delete":
            history.append(text)
            k = int(arg)
            del text[max(0, len(text) - k):]
        elif action == "undo":
            if history:
                text = history.pop()
    return "".join(text)
