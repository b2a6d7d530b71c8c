package main

import "sort"

var letters = []string{"A", "B", "C", "D", "F"}
var cutoffs = []int{90, 80, 70, 60}

const honoursTotal = 97

func homeworkAverage(homework []int) int {
	if len(homework) == 0 {
		return 0
	}
	kept := append([]int(nil), homework...)
	if len(kept) >= 3 {
		sort.Ints(kept)
		kept = kept[1:]
	}
	sum := 0
	for _, score := range kept {
		sum += score
	}
	return sum / len(kept)
}

func weightedTotal(homework []int, midterm int, finalExam int) int {
	if finalExam >= midterm+20 {
		midterm = finalExam
	}
	return (30*homeworkAverage(homework) + 30*midterm + 40*finalExam) / 100
}

func letter(total int, absences int) string {
	index := len(cutoffs)
	for position, cutoff := range cutoffs {
		if total >= cutoff {
			index = position
			break
		}
	}
	if absences >= 5 && index < len(letters)-1 {
		index++
	}
	return letters[index]
}

func withHonours(grade string, total int, absences int) string {
	if grade == "A" && total >= honoursTotal && absences == 0 {
		return "A+"
	}
	return grade
}

// FinalGrade returns a student's course grade.
func FinalGrade(homework []int, midterm int, finalExam int, absences int) string {
	if absences > 12 || finalExam < 35 {
		return "F"
	}
	total := weightedTotal(homework, midterm, finalExam)
	return withHonours(letter(total, absences), total, absences)
}
