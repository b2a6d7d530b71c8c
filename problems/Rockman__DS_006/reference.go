package main

// OffsetLedger is a union-find over the accounts where each node stores its balance minus its
// parent's.
type OffsetLedger struct {
	parent []int
	offset []int // balance[i] - balance[parent[i]]
	size   []int
	path   []int
	groups int
}

// NewOffsetLedger returns a ledger of n accounts with no known facts.
func NewOffsetLedger(n int) *OffsetLedger {
	o := &OffsetLedger{
		parent: make([]int, n),
		offset: make([]int, n),
		size:   make([]int, n),
		groups: n,
	}
	for i := 0; i < n; i++ {
		o.parent[i] = i
		o.size[i] = 1
	}
	return o
}

// find returns the root of x and balance[x] - balance[root], compressing the path.
func (o *OffsetLedger) find(x int) (int, int) {
	o.path = o.path[:0]
	for o.parent[x] != x {
		o.path = append(o.path, x)
		x = o.parent[x]
	}
	root := x
	// walk back from the node nearest the root, accumulating offsets to the root
	for i := len(o.path) - 1; i >= 0; i-- {
		node := o.path[i]
		parent := o.parent[node]
		if parent != root {
			o.offset[node] += o.offset[parent]
		}
		o.parent[node] = root
	}
	if len(o.path) == 0 {
		return root, 0
	}
	return root, o.offset[o.path[0]]
}

func (o *OffsetLedger) Record(a int, b int, diff int) bool {
	ra, da := o.find(a)
	rb, db := o.find(b)
	if ra == rb {
		return db-da == diff
	}
	// balance[rb] - balance[ra] = (balance[b] - db) - (balance[a] - da) = diff - db + da
	shift := diff - db + da
	if o.size[ra] < o.size[rb] {
		ra, rb, shift = rb, ra, -shift
	}
	o.parent[rb] = ra
	o.offset[rb] = shift
	o.size[ra] += o.size[rb]
	o.groups--
	return true
}

func (o *OffsetLedger) Difference(a int, b int) *int {
	ra, da := o.find(a)
	rb, db := o.find(b)
	if ra != rb {
		return nil
	}
	result := db - da
	return &result
}

func (o *OffsetLedger) Groups() int {
	return o.groups
}
