package main

func LongestDay(stages []int, days int) int {
	if len(stages) == 0 {
		return 0
	}
	low, high := 0, 0
	for _, stage := range stages {
		if stage > low {
			low = stage
		}
		high += stage
	}
	for low < high {
		limit := (low + high) / 2
		used, walked := 1, 0
		for _, stage := range stages {
			if walked+stage > limit {
				used++
				walked = 0
			}
			walked += stage
		}
		if used <= days {
			high = limit
		} else {
			low = limit + 1
		}
	}
	return low
}
