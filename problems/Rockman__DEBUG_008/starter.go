const mod = 1_000_000_007

func CountRoutes(n int, steps []int) int {
	memo := map[int]int{}

	var ways func(remaining, last int) int
	ways = func(remaining, last int) int {
		if remaining == 0 {
			return 1
		}
		if cached, ok := memo[remaining]; ok {
			return cached
		}
		total := 0
		for _, step := range steps {
			if step != last && step <= remaining {
				total += ways(remaining-step, step)
			}
		}
		memo[remaining] = total % mod
		return memo[remaining]
	}

	return ways(n, 0)
}
