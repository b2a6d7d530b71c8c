def shorten_runs(text: str) -> str:
    parts = []
    i = 0
    n = len(text)
    while i < n:
        j = i
        while j < n and text[j] == text[i]:
            j += 1
        length = j - i
        if length >= 3:
            parts.append(text[i] + str(length))
        else:
            parts.append(text[i:j])
        i = j
    return "".join(parts)
