package main

import "math/rand"

// OrderedSet is a treap (randomized balanced BST) with subtree sizes. Nodes live in slices;
// index 0 is "no node", of size 0.
type OrderedSet struct {
	key   []int
	prio  []int64
	left  []int
	right []int
	size  []int
	root  int
	rng   *rand.Rand
}

// NewOrderedSet returns an empty set.
func NewOrderedSet() *OrderedSet {
	return &OrderedSet{
		key:   []int{0},
		prio:  []int64{0},
		left:  []int{0},
		right: []int{0},
		size:  []int{0},
		rng:   rand.New(rand.NewSource(12345)),
	}
}

func (o *OrderedSet) newNode(x int) int {
	o.key = append(o.key, x)
	o.prio = append(o.prio, o.rng.Int63())
	o.left = append(o.left, 0)
	o.right = append(o.right, 0)
	o.size = append(o.size, 1)
	return len(o.key) - 1
}

func (o *OrderedSet) update(node int) {
	o.size[node] = 1 + o.size[o.left[node]] + o.size[o.right[node]]
}

// split returns (keys < key, keys >= key).
func (o *OrderedSet) split(node int, key int) (int, int) {
	if node == 0 {
		return 0, 0
	}
	if o.key[node] < key {
		a, b := o.split(o.right[node], key)
		o.right[node] = a
		o.update(node)
		return node, b
	}
	a, b := o.split(o.left[node], key)
	o.left[node] = b
	o.update(node)
	return a, node
}

// merge joins two treaps where every key of a is smaller than every key of b.
func (o *OrderedSet) merge(a int, b int) int {
	if a == 0 {
		return b
	}
	if b == 0 {
		return a
	}
	if o.prio[a] > o.prio[b] {
		o.right[a] = o.merge(o.right[a], b)
		o.update(a)
		return a
	}
	o.left[b] = o.merge(a, o.left[b])
	o.update(b)
	return b
}

func (o *OrderedSet) contains(x int) bool {
	node := o.root
	for node != 0 {
		if x == o.key[node] {
			return true
		}
		if x < o.key[node] {
			node = o.left[node]
		} else {
			node = o.right[node]
		}
	}
	return false
}

func (o *OrderedSet) Add(x int) bool {
	if o.contains(x) {
		return false
	}
	a, b := o.split(o.root, x)
	o.root = o.merge(o.merge(a, o.newNode(x)), b)
	return true
}

func (o *OrderedSet) Discard(x int) bool {
	if !o.contains(x) {
		return false
	}
	a, b := o.split(o.root, x)
	_, c := o.split(b, x+1)
	o.root = o.merge(a, c)
	return true
}

func (o *OrderedSet) Floor(x int) *int {
	var best *int
	node := o.root
	for node != 0 {
		if o.key[node] <= x {
			value := o.key[node]
			best = &value
			node = o.right[node]
		} else {
			node = o.left[node]
		}
	}
	return best
}

func (o *OrderedSet) Ceiling(x int) *int {
	var best *int
	node := o.root
	for node != 0 {
		if o.key[node] >= x {
			value := o.key[node]
			best = &value
			node = o.left[node]
		} else {
			node = o.right[node]
		}
	}
	return best
}

func (o *OrderedSet) Kth(k int) *int {
	if k < 1 || k > o.size[o.root] {
		return nil
	}
	node := o.root
	for node != 0 {
		left := o.size[o.left[node]]
		if k <= left {
			node = o.left[node]
		} else if k == left+1 {
			value := o.key[node]
			return &value
		} else {
			k -= left + 1
			node = o.right[node]
		}
	}
	return nil
}

func (o *OrderedSet) Rank(x int) int {
	count := 0
	node := o.root
	for node != 0 {
		if o.key[node] < x {
			count += o.size[o.left[node]] + 1
			node = o.right[node]
		} else {
			node = o.left[node]
		}
	}
	return count
}
