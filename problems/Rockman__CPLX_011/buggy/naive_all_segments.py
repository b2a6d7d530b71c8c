# bug: correct but extends every segment start to every end while tracking the minimum, O(n**2): too slow for 100000 links
def total_weakest_links(strengths: list[int]) -> int:
    n = len(strengths)
    total = 0
    for i in range(n):
        low = strengths[i]
        for j in range(i, n):
            if strengths[j] < low:
                low = strengths[j]
            total += low
    return total
