# bug: computes the determinant with floating-point elimination and rounds, which loses all precision once the count exceeds about 2**53
MOD = 10**9 + 7


def count_backbones(n: int, cables: list[tuple[int, int]]) -> int:
    laplacian = [[0.0] * n for _ in range(n)]
    for u, v in cables:
        if u == v:
            continue
        laplacian[u][u] += 1
        laplacian[v][v] += 1
        laplacian[u][v] -= 1
        laplacian[v][u] -= 1
    size = n - 1
    m = [row[1:] for row in laplacian[1:]]
    det = 1.0
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(m[r][col]), default=-1)
        if pivot < 0 or abs(m[pivot][col]) < 1e-9:
            return 0
        if pivot != col:
            m[col], m[pivot] = m[pivot], m[col]
            det = -det
        det *= m[col][col]
        for r in range(col + 1, size):
            factor = m[r][col] / m[col][col]
            m[r] = [a - factor * b for a, b in zip(m[r], m[col])]
    return round(det) % MOD
