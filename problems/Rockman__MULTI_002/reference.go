package main

import (
	"container/heap"
	"regexp"
	"strconv"
)

var roadPattern = regexp.MustCompile(`^ *([A-Za-z]+) *(->|-) *([A-Za-z]+) *: *([0-9]+) *$`)

type routeItem struct {
	dist, node int
}

type routeHeap []routeItem

func (h routeHeap) Len() int            { return len(h) }
func (h routeHeap) Less(i, j int) bool  { return h[i].dist < h[j].dist }
func (h routeHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *routeHeap) Push(x interface{}) { *h = append(*h, x.(routeItem)) }
func (h *routeHeap) Pop() interface{} {
	old := *h
	item := old[len(old)-1]
	*h = old[:len(old)-1]
	return item
}

func routeDijkstra(graph []map[int]int, source int) []int {
	dist := make([]int, len(graph))
	for i := range dist {
		dist[i] = -1
	}
	dist[source] = 0
	h := &routeHeap{{0, source}}
	for h.Len() > 0 {
		item := heap.Pop(h).(routeItem)
		d, u := item.dist, item.node
		if d > dist[u] {
			continue
		}
		for v, w := range graph[u] {
			nd := d + w
			if dist[v] < 0 || nd < dist[v] {
				dist[v] = nd
				heap.Push(h, routeItem{nd, v})
			}
		}
	}
	return dist
}

// RouteLengths answers shortest-route queries on a road map given as text lines.
func RouteLengths(lines []string, queries [][]string) []int {
	index := map[string]int{}
	graph := []map[int]int{} // graph[u][v] = shortest road u -> v
	city := func(name string) int {
		if id, ok := index[name]; ok {
			return id
		}
		index[name] = len(graph)
		graph = append(graph, map[int]int{})
		return len(graph) - 1
	}
	for _, line := range lines {
		m := roadPattern.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		digits := m[4]
		for len(digits) > 1 && digits[0] == '0' {
			digits = digits[1:]
		}
		if len(digits) > 7 {
			continue
		}
		weight, _ := strconv.Atoi(digits)
		if weight > 1000000 {
			continue
		}
		a, b := city(m[1]), city(m[3])
		edges := [][2]int{{a, b}}
		if m[2] == "-" {
			edges = append(edges, [2]int{b, a})
		}
		for _, e := range edges {
			if known, ok := graph[e[0]][e[1]]; !ok || weight < known {
				graph[e[0]][e[1]] = weight
			}
		}
	}
	cache := map[int][]int{}
	out := []int{}
	for _, q := range queries {
		s, okS := index[q[0]]
		t, okT := index[q[1]]
		if !okS || !okT {
			out = append(out, -1)
			continue
		}
		dist, ok := cache[s]
		if !ok {
			dist = routeDijkstra(graph, s)
			cache[s] = dist
		}
		out = append(out, dist[t])
	}
	return out
}
