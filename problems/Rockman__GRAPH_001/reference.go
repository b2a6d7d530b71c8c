package main

// HopDistances returns the number of edges on a shortest path from vertex 0 to every vertex,
// or -1 for a vertex that cannot be reached.
func HopDistances(n int, edges [][]int) []int {
	adjacent := make([][]int, n)
	for _, edge := range edges {
		u, v := edge[0], edge[1]
		adjacent[u] = append(adjacent[u], v)
		adjacent[v] = append(adjacent[v], u)
	}
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[0] = 0
	queue := []int{0}
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		for _, v := range adjacent[u] {
			if dist[v] == -1 {
				dist[v] = dist[u] + 1
				queue = append(queue, v)
			}
		}
	}
	return dist
}
