import "container/heap"

// entry is a heap entry: a tentative distance to a town.
type entry struct {
	dist, town int
}

// entryHeap is a min-heap of entries for container/heap.
type entryHeap []entry

func (h entryHeap) Len() int { return len(h) }
func (h entryHeap) Less(i, j int) bool {
	if h[i].dist != h[j].dist {
		return h[i].dist < h[j].dist
	}
	return h[i].town < h[j].town
}
func (h entryHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *entryHeap) Push(x interface{}) { *h = append(*h, x.(entry)) }
func (h *entryHeap) Pop() interface{} {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

// edge is a road seen from one of its ends.
type edge struct {
	to, weight int
}

func FastestArrival(n int, roads [][]int, source int, target int) int {
	adj := make([][]edge, n)
	for _, road := range roads {
		u, v, w := road[0], road[1], road[2]
		adj[u] = append(adj[u], edge{v, w})
		adj[v] = append(adj[v], edge{u, w})
	}
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[source] = 0
	seen := map[int]bool{source: true}
	h := &entryHeap{{0, source}}
	for h.Len() > 0 {
		top := heap.Pop(h).(entry)
		d, u := top.dist, top.town
		for _, e := range adj[u] {
			if !seen[e.to] {
				seen[e.to] = true
				dist[e.to] = d + e.weight
				heap.Push(h, entry{dist[e.to], e.to})
			}
		}
	}
	return dist[target]
}
