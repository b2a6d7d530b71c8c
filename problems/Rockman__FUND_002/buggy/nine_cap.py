# bug: long runs are cut into chunks of at most 9 letters, so a run of 12 becomes "x9x3" instead of "x12"
def shorten_runs(text: str) -> str:
    parts = []
    i = 0
    n = len(text)
    while i < n:
        j = i
        while j < n and text[j] == text[i] and j - i < 9:
            j += 1
        length = j - i
        if length >= 3:
            parts.append(text[i] + str(length))
        else:
            parts.append(text[i:j])
        i = j
    return "".join(parts)
