def seal(word: str, n: int) -> str:
    return f"{word[::-1]}:{n * 3}"
