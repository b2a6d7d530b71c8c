func FinalGrade(homework []int, midterm int, finalExam int, absences int) string {
	if absences > 12 {
		return "F"
	} else {
		if finalExam < 35 {
			return "F"
		} else {
			hw := 0
			if len(homework) > 0 {
				if len(homework) >= 3 {
					lowest := homework[0]
					for _, s := range homework {
						if s < lowest {
							lowest = s
						}
					}
					totalHw := 0
					for _, s := range homework {
						totalHw = totalHw + s
					}
					totalHw = totalHw - lowest
					hw = totalHw / (len(homework) - 1)
				} else {
					totalHw := 0
					for _, s := range homework {
						totalHw = totalHw + s
					}
					hw = totalHw / len(homework)
				}
			}
			mid := midterm
			if finalExam >= midterm+20 {
				mid = finalExam
			}
			total := (30*hw + 30*mid + 40*finalExam) / 100
			if absences >= 5 {
				if total >= 90 {
					return "B"
				} else if total >= 80 {
					return "C"
				} else if total >= 70 {
					return "D"
				} else {
					return "F"
				}
			} else {
				if total >= 90 {
					if total >= 97 {
						if absences == 0 {
							return "A+"
						} else {
							return "A"
						}
					} else {
						return "A"
					}
				} else if total >= 80 {
					return "B"
				} else if total >= 70 {
					return "C"
				} else if total >= 60 {
					return "D"
				} else {
					return "F"
				}
			}
		}
	}
}
