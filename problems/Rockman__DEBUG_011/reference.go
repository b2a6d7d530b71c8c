package main

// neighbour is one end of a cable seen from the other: the substation and the cable's index.
type neighbour struct {
	to, idx int
}

func CountBridges(n int, edges [][]int) int {
	adj := make([][]neighbour, n)
	for idx, edge := range edges {
		u, v := edge[0], edge[1]
		adj[u] = append(adj[u], neighbour{v, idx})
		adj[v] = append(adj[v], neighbour{u, idx})
	}
	disc := make([]int, n)
	for i := range disc {
		disc[i] = -1
	}
	low := make([]int, n)
	parentEdge := make([]int, n)
	for i := range parentEdge {
		parentEdge[i] = -1
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
				next := adj[u][cursor[u]]
				v := next.to
				cursor[u]++
				if next.idx == parentEdge[u] {
					continue
				}
				if disc[v] == -1 {
					parentEdge[v] = next.idx
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
