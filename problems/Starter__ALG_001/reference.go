package main

import "sort"

// MergeIntervals merges overlapping or touching closed intervals; it returns them sorted by start.
func MergeIntervals(intervals [][2]int) [][2]int {
	if len(intervals) == 0 {
		return [][2]int{}
	}
	ordered := append([][2]int(nil), intervals...)
	sort.Slice(ordered, func(i, j int) bool {
		if ordered[i][0] != ordered[j][0] {
			return ordered[i][0] < ordered[j][0]
		}
		return ordered[i][1] < ordered[j][1]
	})
	merged := [][2]int{ordered[0]}
	for _, interval := range ordered[1:] {
		start, end := interval[0], interval[1]
		last := &merged[len(merged)-1]
		if start <= last[1] {
			if end > last[1] {
				last[1] = end
			}
		} else {
			merged = append(merged, interval)
		}
	}
	return merged
}
