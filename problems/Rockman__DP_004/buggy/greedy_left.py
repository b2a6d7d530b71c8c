# bug: on a mismatch it always inserts a copy of the left character on the right, never trying the other side
def fewest_insertions(word: str) -> int:
    i, j = 0, len(word) - 1
    count = 0
    while i < j:
        if word[i] == word[j]:
            i += 1
            j -= 1
        else:
            count += 1
            i += 1
    return count
