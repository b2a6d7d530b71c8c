# Naive: correct, but recounts the components with a full graph search after every failure, O(f * (n + m)).
def components_after_failures(n: int, links: list[list[int]], failures: list[int]) -> list[int]:
    alive = [True] * len(links)
    answers = []
    for index in failures:
        alive[index] = False
        adjacency: list[list[int]] = [[] for _ in range(n)]
        for i, (a, b) in enumerate(links):
            if alive[i]:
                adjacency[a].append(b)
                adjacency[b].append(a)
        seen = [False] * n
        count = 0
        for start in range(n):
            if seen[start]:
                continue
            count += 1
            seen[start] = True
            stack = [start]
            while stack:
                node = stack.pop()
                for other in adjacency[node]:
                    if not seen[other]:
                        seen[other] = True
                        stack.append(other)
        answers.append(count)
    return answers
