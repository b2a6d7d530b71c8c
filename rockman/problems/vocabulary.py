"""The controlled vocabulary of problem tags (validation check 10, "appropriate tags").

Tags are lowercase, hyphenated, and drawn from this list, so that per-tag breakdowns and the
efficiency (`complexity`, `efficiency`) and robustness (`edge-case`, `robustness`) scores mean the
same thing across problems. A new tag is added here, with the problems that need it.
"""

from __future__ import annotations

TAGS: frozenset[str] = frozenset(
    {
        # fundamentals
        "arrays", "strings", "hash-map", "hash-table", "counting", "sorting", "searching",
        "binary-search", "two-pointers", "sliding-window", "prefix-sum", "difference-array",
        "intervals", "matrix", "grid", "simulation",
        # data structures
        "stack", "queue", "deque", "linked-list", "heap", "union-find", "segment-tree",
        "fenwick-tree", "trie", "sparse-table", "monotonic-stack", "monotonic-queue", "bitset",
        # algorithms
        "greedy", "divide-and-conquer", "backtracking", "recursion", "dp", "memoization",
        "bit-manipulation", "randomized", "geometry", "edit-distance", "knapsack", "lis",
        "interval-dp", "bitmask-dp", "digit-dp",
        # graphs
        "graphs", "bfs", "dfs", "shortest-path", "dijkstra", "bellman-ford", "floyd-warshall",
        "mst", "topological-sort", "scc", "bipartite", "flow", "matching", "eulerian",
        "hamiltonian", "cycle-detection", "connectivity",
        # trees
        "trees", "binary-tree", "bst", "avl", "tree-dp", "lca", "traversal", "diameter",
        "subtree-queries", "heavy-light", "rerooting", "order-statistics",
        # math
        "math", "number-theory", "primes", "sieve", "gcd", "modular-arithmetic", "combinatorics",
        "probability", "linear-algebra", "numerical", "matrix-exponentiation",
        # debugging
        "debugging", "off-by-one", "logic-bug", "state-mutation", "infinite-loop",
        "type-error", "recursion-bug", "complexity-bug",
        # complexity and robustness (the efficiency and robustness scores)
        "complexity", "efficiency", "constant-time", "space", "edge-case", "robustness",
        # software engineering
        "design", "class-design", "interface", "inheritance", "refactoring", "exceptions",
        "backwards-compatibility", "parsing", "validation", "config", "serialization",
        "tokenizer", "regex", "file-io",
        # stateful systems
        "cache", "lru", "ledger", "banking", "scheduler", "events", "inventory", "session",
        "transactions", "game-state", "rate-limiter", "versioning",
        # multi-step
        "pipeline", "multi-phase", "parse-build-solve",
    }
)  # fmt: skip


def unknown_tags(tags: list[str]) -> list[str]:
    """The tags that are not in the vocabulary, in order."""
    return [tag for tag in tags if tag not in TAGS]
