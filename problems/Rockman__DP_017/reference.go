package main

import "sort"

const MOD = 1_000_000_007

func CountClimbs(n int, strides []int, broken []int) int {
	blocked := map[int]bool{}
	for _, step := range broken {
		blocked[step] = true
	}
	distinct := map[int]bool{}
	moves := []int{}
	for _, move := range strides {
		if !distinct[move] {
			distinct[move] = true
			moves = append(moves, move)
		}
	}
	sort.Ints(moves)
	ways := make([]int, n+1) // ways[s] = climbs from step 0 that end on step s
	if !blocked[0] {
		ways[0] = 1
	}
	for step := 1; step <= n; step++ {
		if blocked[step] {
			continue
		}
		total := 0
		for _, move := range moves {
			if move > step {
				break
			}
			total += ways[step-move]
		}
		ways[step] = total % MOD
	}
	return ways[n]
}
