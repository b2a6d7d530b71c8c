# bug: returns the number of books out of place, which overcounts (each swap can fix two books)
def fewest_swaps(labels: list[int]) -> int:
    wanted = sorted(labels)
    return sum(1 for a, b in zip(labels, wanted) if a != b)
