package main

const mod = 1_000_000_007

func CountRoutes(n int, steps []int) int {
	memo := map[[2]int]int{}

	var ways func(remaining, last int) int
	ways = func(remaining, last int) int {
		if remaining == 0 {
			return 1
		}
		key := [2]int{remaining, last}
		if cached, ok := memo[key]; ok {
			return cached
		}
		total := 0
		for _, step := range steps {
			if step != last && step <= remaining {
				total += ways(remaining-step, step)
			}
		}
		memo[key] = total % mod
		return memo[key]
	}

	return ways(n, 0)
}
