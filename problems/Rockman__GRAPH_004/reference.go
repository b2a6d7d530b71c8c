package main

import (
	"container/heap"
	"math"
)

// routeEntry is a heap entry: a tentative distance to a junction.
type routeEntry struct {
	dist, node int
}

type routeHeap []routeEntry

func (h routeHeap) Len() int { return len(h) }
func (h routeHeap) Less(i, j int) bool {
	if h[i].dist != h[j].dist {
		return h[i].dist < h[j].dist
	}
	return h[i].node < h[j].node
}
func (h routeHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *routeHeap) Push(x interface{}) { *h = append(*h, x.(routeEntry)) }
func (h *routeHeap) Pop() interface{} {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

// ShortestRouteCount returns the length of a shortest route from junction 0 to junction
// n - 1 and the number of such routes modulo 1000000007, or (-1, 0) when there is none.
func ShortestRouteCount(n int, edges [][]int) (int, int) {
	const mod = 1000000007
	type road struct{ to, length int }
	roads := make([][]road, n)
	for _, edge := range edges {
		roads[edge[0]] = append(roads[edge[0]], road{edge[1], edge[2]})
	}
	dist := make([]int, n)
	for i := range dist {
		dist[i] = math.MaxInt64
	}
	ways := make([]int, n)
	dist[0] = 0
	ways[0] = 1
	h := &routeHeap{{0, 0}}
	for h.Len() > 0 {
		top := heap.Pop(h).(routeEntry)
		d, u := top.dist, top.node
		if d > dist[u] {
			continue // a stale entry: u was already settled with a shorter distance
		}
		for _, r := range roads[u] {
			nd := d + r.length
			if nd < dist[r.to] {
				dist[r.to] = nd
				ways[r.to] = ways[u]
				heap.Push(h, routeEntry{nd, r.to})
			} else if nd == dist[r.to] {
				ways[r.to] = (ways[r.to] + ways[u]) % mod
			}
		}
	}
	if dist[n-1] == math.MaxInt64 {
		return -1, 0
	}
	return dist[n-1], ways[n-1]
}
