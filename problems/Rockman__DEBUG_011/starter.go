func CountBridges(n int, edges [][]int) int {
	adj := make([][]int, n)
	for _, edge := range edges {
		u, v := edge[0], edge[1]
		adj[u] = append(adj[u], v)
		adj[v] = append(adj[v], u)
	}
	disc := make([]int, n)
	for i := range disc {
		disc[i] = -1
	}
	low := make([]int, n)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = -1
	}
	cursor := make([]int, n)
	timer := 0
	bridges := 0
	for root := 0; root < n; root++ {
		if disc[root] != -1 {
			continue
		}
		disc[root], low[root] = timer, timer
		timer++
		stack := []int{root}
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			if cursor[u] < len(adj[u]) {
				v := adj[u][cursor[u]]
				cursor[u]++
				if v == parent[u] {
					continue
				}
				if disc[v] == -1 {
					parent[v] = u
					disc[v], low[v] = timer, timer
					timer++
					stack = append(stack, v)
				} else if disc[v] < low[u] {
					low[u] = disc[v]
				}
			} else {
				stack = stack[:len(stack)-1]
				if len(stack) > 0 {
					p := stack[len(stack)-1]
					if low[u] < low[p] {
						low[p] = low[u]
					}
					if low[u] > disc[p] {
						bridges++
					}
				}
			}
		}
	}
	return bridges
}
