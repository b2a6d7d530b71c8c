package main

import "container/heap"

// entry is a heap entry: the cost of the cable that reaches a site.
type entry struct {
	cost, site int
}

// entryHeap is a min-heap of entries for container/heap.
type entryHeap []entry

func (h entryHeap) Len() int { return len(h) }
func (h entryHeap) Less(i, j int) bool {
	if h[i].cost != h[j].cost {
		return h[i].cost < h[j].cost
	}
	return h[i].site < h[j].site
}
func (h entryHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *entryHeap) Push(x interface{}) { *h = append(*h, x.(entry)) }
func (h *entryHeap) Pop() interface{} {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

func MinCableCost(n int, cables [][]int) int {
	adj := make([][]entry, n)
	for _, cable := range cables {
		u, v, w := cable[0], cable[1], cable[2]
		adj[u] = append(adj[u], entry{w, v})
		adj[v] = append(adj[v], entry{w, u})
	}
	inTree := make([]bool, n)
	h := &entryHeap{{0, 0}}
	total := 0
	joined := 0
	for h.Len() > 0 {
		top := heap.Pop(h).(entry)
		w, u := top.cost, top.site
		if inTree[u] {
			continue
		}
		inTree[u] = true
		total += w
		joined++
		for _, e := range adj[u] {
			if !inTree[e.site] {
				heap.Push(h, entry{e.cost, e.site})
			}
		}
	}
	if joined == n {
		return total
	}
	return -1
}
