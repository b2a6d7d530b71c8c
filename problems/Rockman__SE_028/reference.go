package main

import (
	"sort"
	"strconv"
	"strings"
)

const winPoints = 3
const drawPoints = 1

// A table row: played, won, drawn, lost, goals for, goals against, points.
const (
	played = iota
	won
	drawn
	lost
	scored
	conceded
	points
)

type row [7]int

type match struct {
	home, away           string
	homeGoals, awayGoals int
}

// goals reads a goal count: 1 or 2 digits without a leading zero.
func goals(text string) (int, bool) {
	if len(text) < 1 || len(text) > 2 || (len(text) == 2 && text[0] == '0') {
		return 0, false
	}
	if strings.Trim(text, "0123456789") != "" {
		return 0, false
	}
	n, _ := strconv.Atoi(text)
	return n, true
}

func score(text string) (int, int, bool) {
	parts := strings.Split(text, "-")
	if len(parts) != 2 {
		return 0, 0, false
	}
	homeGoals, homeOk := goals(parts[0])
	awayGoals, awayOk := goals(parts[1])
	return homeGoals, awayGoals, homeOk && awayOk
}

func teamsOk(home string, away string, teams map[string]bool) bool {
	return home != away && teams[home] && teams[away]
}

func parse(line string, teams map[string]bool) (match, bool) {
	parts := strings.Split(line, " ")
	if len(parts) != 3 {
		return match{}, false
	}
	homeGoals, awayGoals, ok := score(parts[1])
	if !ok || !teamsOk(parts[0], parts[2], teams) {
		return match{}, false
	}
	return match{parts[0], parts[2], homeGoals, awayGoals}, true
}

func setOf(teams []string) map[string]bool {
	known := map[string]bool{}
	for _, team := range teams {
		known[team] = true
	}
	return known
}

func validMatches(teams []string, results []string) []match {
	known := setOf(teams)
	seen := map[[2]string]bool{}
	var matches []match
	for _, line := range results {
		m, ok := parse(line, known)
		if ok && !seen[[2]string{m.home, m.away}] {
			seen[[2]string{m.home, m.away}] = true
			matches = append(matches, m)
		}
	}
	return matches
}

func pointsFor(goalsFor int, goalsAgainst int) int {
	if goalsFor > goalsAgainst {
		return winPoints
	}
	if goalsFor == goalsAgainst {
		return drawPoints
	}
	return 0
}

func outcome(earned int) int {
	switch earned {
	case winPoints:
		return won
	case drawPoints:
		return drawn
	}
	return lost
}

func (r *row) record(goalsFor int, goalsAgainst int) {
	earned := pointsFor(goalsFor, goalsAgainst)
	r[played]++
	r[outcome(earned)]++
	r[scored] += goalsFor
	r[conceded] += goalsAgainst
	r[points] += earned
}

func buildTable(teams []string, matches []match) map[string]*row {
	table := map[string]*row{}
	for _, team := range teams {
		table[team] = &row{}
	}
	for _, m := range matches {
		table[m.home].record(m.homeGoals, m.awayGoals)
		table[m.away].record(m.awayGoals, m.homeGoals)
	}
	return table
}

func headToHead(group []string, matches []match) map[string]int {
	earned := map[string]int{}
	for _, team := range group {
		earned[team] = 0
	}
	for _, m := range matches {
		_, homeIn := earned[m.home]
		_, awayIn := earned[m.away]
		if homeIn && awayIn {
			earned[m.home] += pointsFor(m.homeGoals, m.awayGoals)
			earned[m.away] += pointsFor(m.awayGoals, m.homeGoals)
		}
	}
	return earned
}

// rankKey orders teams by points, goal difference and goals scored (smaller key first).
func rankKey(r *row) [3]int {
	return [3]int{-r[points], r[conceded] - r[scored], -r[scored]}
}

func less(a [3]int, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// tiedGroups sorts the teams by rank key and splits them into groups of equal keys.
func tiedGroups(teams []string, table map[string]*row) [][]string {
	order := append([]string{}, teams...)
	sort.Slice(order, func(i, j int) bool { return less(rankKey(table[order[i]]), rankKey(table[order[j]])) })
	var groups [][]string
	for i, team := range order {
		if i == 0 || rankKey(table[team]) != rankKey(table[order[i-1]]) {
			groups = append(groups, nil)
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], team)
	}
	return groups
}

// orderGroup orders a tied group by head-to-head points, then by name.
func orderGroup(group []string, matches []match) []string {
	h2h := headToHead(group, matches)
	sort.Slice(group, func(i, j int) bool {
		if h2h[group[i]] != h2h[group[j]] {
			return h2h[group[i]] > h2h[group[j]]
		}
		return group[i] < group[j]
	})
	return group
}

func standing(position int, team string, r *row) string {
	fields := []string{strconv.Itoa(position), team}
	for _, value := range r {
		fields = append(fields, strconv.Itoa(value))
	}
	return strings.Join(fields, " ")
}

// LeagueTable returns the standings table, one line per team in ranking order.
func LeagueTable(teams []string, results []string) []string {
	matches := validMatches(teams, results)
	table := buildTable(teams, matches)
	out := []string{}
	for _, group := range tiedGroups(teams, table) {
		for _, team := range orderGroup(group, matches) {
			out = append(out, standing(len(out)+1, team, table[team]))
		}
	}
	return out
}
