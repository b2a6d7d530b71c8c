# bug: one left-to-right pass over the input removes pairs but never re-checks the new neighbours
def cancel_opposites(charges: list[int]) -> list[int]:
    result: list[int] = []
    i = 0
    while i < len(charges):
        if i + 1 < len(charges) and charges[i] + charges[i + 1] == 0:
            i += 2
        else:
            result.append(charges[i])
            i += 1
    return result
