package main

import (
	"strconv"
	"strings"
)

// InteriorLatticePoints returns the number of lattice points strictly inside the polygon.
func InteriorLatticePoints(polygon string) int {
	type point struct{ x, y int }
	var points []point
	for _, piece := range strings.Split(polygon, ";") {
		parts := strings.SplitN(piece, ",", 2)
		x, _ := strconv.Atoi(strings.ReplaceAll(parts[0], " ", ""))
		y, _ := strconv.Atoi(strings.ReplaceAll(parts[1], " ", ""))
		points = append(points, point{x, y})
	}
	if len(points) > 1 && points[len(points)-1] == points[0] {
		points = points[:len(points)-1]
	}
	abs := func(v int) int {
		if v < 0 {
			return -v
		}
		return v
	}
	gcd := func(a, b int) int {
		for b != 0 {
			a, b = b, a%b
		}
		return a
	}
	n := len(points)
	twiceArea, boundary := 0, 0
	for i := 0; i < n; i++ {
		p, q := points[i], points[(i+1)%n]
		twiceArea += p.x*q.y - q.x*p.y
		boundary += gcd(abs(q.x-p.x), abs(q.y-p.y))
	}
	twiceArea = abs(twiceArea)
	// Pick's theorem: area = interior + boundary / 2 - 1
	return (twiceArea - boundary + 2) / 2
}
