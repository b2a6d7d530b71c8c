package main

import "sort"

// CountDrops returns the number of pairs i < j with values[i] > values[j] + margin.
func CountDrops(values []int, margin int) int {
	a := append([]int(nil), values...)
	buffer := make([]int, len(a))
	return solveDrops(a, buffer, margin)
}

// solveDrops counts the drops inside a and leaves it sorted ascending (buffer has a's length).
func solveDrops(a []int, buffer []int, margin int) int {
	n := len(a)
	if n <= 1 {
		return 0
	}
	mid := n / 2
	left, right := a[:mid], a[mid:]
	count := solveDrops(left, buffer[:mid], margin) + solveDrops(right, buffer[mid:], margin)
	// x from the left half and y from the right half form a drop when y < x - margin
	for _, x := range left {
		key := x - margin
		count += sort.Search(len(right), func(k int) bool { return right[k] >= key })
	}
	i, j, k := 0, 0, 0
	for i < len(left) && j < len(right) {
		if left[i] <= right[j] {
			buffer[k] = left[i]
			i++
		} else {
			buffer[k] = right[j]
			j++
		}
		k++
	}
	for ; i < len(left); i++ {
		buffer[k] = left[i]
		k++
	}
	for ; j < len(right); j++ {
		buffer[k] = right[j]
		k++
	}
	copy(a, buffer[:n])
	return count
}
