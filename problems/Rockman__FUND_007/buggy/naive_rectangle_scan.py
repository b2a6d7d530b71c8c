# bug: sums every rectangle plot by plot, O(q * r * c): correct but far too slow on the large inputs
def plot_yields(field: list[list[int]], queries: list[list[int]]) -> list[int]:
    answers = []
    for r1, c1, r2, c2 in queries:
        top, bottom = min(r1, r2), max(r1, r2)
        left, right = min(c1, c2), max(c1, c2)
        total = 0
        for r in range(top, bottom + 1):
            total += sum(field[r][left:right + 1])
        answers.append(total)
    return answers
