package main

import (
	"container/heap"
	"strings"
)

// BuildOrder returns the lexicographically smallest order of the tasks declared by the
// well-formed lines that respects every rule, or an empty list when the rules have a cycle.
func BuildOrder(lines []string) []string {
	successors := map[string][]string{}
	indegree := map[string]int{}
	seen := map[[2]string]bool{}
	for _, raw := range lines {
		line := strings.Trim(raw, " \t")
		if line == "" {
			continue
		}
		parts := strings.Split(line, "->")
		valid := true
		for i, part := range parts {
			parts[i] = strings.Trim(part, " \t")
			if !isTaskName(parts[i]) {
				valid = false
				break
			}
		}
		if !valid {
			continue
		}
		for _, part := range parts {
			if _, ok := indegree[part]; !ok {
				indegree[part] = 0
			}
		}
		for i := 0; i+1 < len(parts); i++ {
			rule := [2]string{parts[i], parts[i+1]}
			if !seen[rule] {
				seen[rule] = true
				successors[rule[0]] = append(successors[rule[0]], rule[1])
				indegree[rule[1]]++
			}
		}
	}
	ready := &taskHeap{}
	for task, degree := range indegree {
		if degree == 0 {
			*ready = append(*ready, task)
		}
	}
	heap.Init(ready)
	order := []string{}
	for ready.Len() > 0 {
		task := heap.Pop(ready).(string)
		order = append(order, task)
		for _, next := range successors[task] {
			indegree[next]--
			if indegree[next] == 0 {
				heap.Push(ready, next)
			}
		}
	}
	if len(order) != len(indegree) {
		return []string{}
	}
	return order
}

func isTaskName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// taskHeap is a min-heap of task names.
type taskHeap []string

func (h taskHeap) Len() int           { return len(h) }
func (h taskHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h taskHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *taskHeap) Push(x any)        { *h = append(*h, x.(string)) }
func (h *taskHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
