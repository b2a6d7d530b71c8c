# bug: a run is only written when a different letter follows it, so the final run is lost
def shorten_runs(text: str) -> str:
    parts = []
    run_start = 0
    for i in range(1, len(text)):
        if text[i] != text[i - 1]:
            length = i - run_start
            if length >= 3:
                parts.append(text[run_start] + str(length))
            else:
                parts.append(text[run_start:i])
            run_start = i
    return "".join(parts)
