# bug: cables are de-duplicated as a set of building pairs, so parallel cables count once instead of as different cables
MOD = 10**9 + 7


def count_backbones(n: int, cables: list[tuple[int, int]]) -> int:
    # Kirchhoff's matrix-tree theorem: the count is any cofactor of the Laplacian matrix.
    laplacian = [[0] * n for _ in range(n)]
    for u, v in set(tuple(sorted(c)) for c in cables):
        if u == v:
            continue
        laplacian[u][u] += 1
        laplacian[v][v] += 1
        laplacian[u][v] -= 1
        laplacian[v][u] -= 1
    size = n - 1
    m = [[x % MOD for x in row[1:]] for row in laplacian[1:]]
    det = 1
    for col in range(size):
        pivot = next((r for r in range(col, size) if m[r][col]), -1)
        if pivot < 0:
            return 0
        if pivot != col:
            m[col], m[pivot] = m[pivot], m[col]
            det = -det
        det = det * m[col][col] % MOD
        inv = pow(m[col][col], MOD - 2, MOD)
        pivot_row = m[col]
        for r in range(col + 1, size):
            factor = m[r][col] * inv % MOD
            if factor:
                row = m[r]
                m[r] = [(a - factor * b) % MOD for a, b in zip(row, pivot_row)]
    return det % MOD
