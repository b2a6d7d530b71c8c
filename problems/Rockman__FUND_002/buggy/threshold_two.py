# bug: runs of length 2 are also shortened (threshold >= 2 instead of >= 3)
def shorten_runs(text: str) -> str:
    parts = []
    i = 0
    n = len(text)
    while i < n:
        j = i
        while j < n and text[j] == text[i]:
            j += 1
        length = j - i
        if length >= 2:
            parts.append(text[i] + str(length))
        else:
            parts.append(text[i:j])
        i = j
    return "".join(parts)
