package main

// FamilyTree answers ancestor, lowest-common-ancestor and path queries on a rooted tree by
// binary lifting.
type FamilyTree struct {
	depth  []int
	levels int
	up     [][]int // up[j][x] = the 2**j-th ancestor of x, or -1
}

// NewFamilyTree prepares the tree given by parents (-1 marks the root).
func NewFamilyTree(parents []int) *FamilyTree {
	n := len(parents)
	children := make([][]int, n)
	root := 0
	for child, parent := range parents {
		if parent == -1 {
			root = child
		} else {
			children[parent] = append(children[parent], child)
		}
	}
	// depths in BFS order, so every parent is handled before its children
	depth := make([]int, n)
	order := []int{root}
	maxDepth := 0
	for i := 0; i < len(order); i++ {
		node := order[i]
		for _, child := range children[node] {
			depth[child] = depth[node] + 1
			if depth[child] > maxDepth {
				maxDepth = depth[child]
			}
			order = append(order, child)
		}
	}
	levels := 0
	for (1 << levels) <= maxDepth {
		levels++
	}
	if levels < 1 {
		levels = 1
	}
	up := [][]int{append([]int(nil), parents...)}
	for j := 1; j < levels; j++ {
		prev := up[j-1]
		next := make([]int, n)
		for x := 0; x < n; x++ {
			if prev[x] == -1 {
				next[x] = -1
			} else {
				next[x] = prev[prev[x]]
			}
		}
		up = append(up, next)
	}
	return &FamilyTree{depth: depth, levels: levels, up: up}
}

func (f *FamilyTree) Ancestor(u int, k int) int {
	if k > f.depth[u] {
		return -1
	}
	for j := 0; k != 0; j, k = j+1, k>>1 {
		if k&1 == 1 {
			u = f.up[j][u]
		}
	}
	return u
}

func (f *FamilyTree) CommonAncestor(u int, v int) int {
	if f.depth[u] < f.depth[v] {
		u, v = v, u
	}
	u = f.Ancestor(u, f.depth[u]-f.depth[v])
	if u == v {
		return u
	}
	for j := f.levels - 1; j >= 0; j-- {
		if f.up[j][u] != f.up[j][v] {
			u = f.up[j][u]
			v = f.up[j][v]
		}
	}
	return f.up[0][u]
}

func (f *FamilyTree) Distance(u int, v int) int {
	w := f.CommonAncestor(u, v)
	return f.depth[u] + f.depth[v] - 2*f.depth[w]
}

func (f *FamilyTree) StepToward(u int, v int, k int) int {
	w := f.CommonAncestor(u, v)
	up := f.depth[u] - f.depth[w]
	down := f.depth[v] - f.depth[w]
	if k > up+down {
		return -1
	}
	if k <= up {
		return f.Ancestor(u, k)
	}
	return f.Ancestor(v, up+down-k)
}
