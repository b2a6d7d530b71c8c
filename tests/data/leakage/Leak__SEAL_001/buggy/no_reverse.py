# bug: does not reverse the word
def seal(word: str, n: int) -> str:
    return f"{word}:{n * 3}"
