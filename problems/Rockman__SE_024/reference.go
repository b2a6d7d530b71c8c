package main

// rates of one vehicle kind, all in cents.
type rates struct {
	hourly   int
	dailyCap int
	nightFee int
}

var vehicleRates = map[string]rates{
	"car":        {300, 2400, 800},
	"motorcycle": {120, 900, 400},
	"van":        {450, 3600, 1200},
}

const (
	graceMinutes  = 15
	minutesPerDay = 1440
	nightStart    = 22 * 60
	nightEnd      = 6 * 60
	nightMaxStay  = 600
	vanLongStay   = 4320
	vanSurcharge  = 1500
)

func smaller(a int, b int) int {
	if a < b {
		return a
	}
	return b
}

func hourlyFee(duration int, rate int, dailyCap int) int {
	hours := (duration + 59) / 60
	return (hours/24)*dailyCap + smaller((hours%24)*rate, dailyCap)
}

func nightEntry(entryMinute int) bool {
	clock := entryMinute % minutesPerDay
	return clock >= nightStart || clock < nightEnd
}

func baseFee(entryMinute int, duration int, vehicle string) int {
	r := vehicleRates[vehicle]
	fee := hourlyFee(duration, r.hourly, r.dailyCap)
	if nightEntry(entryMinute) && duration <= nightMaxStay {
		fee = smaller(fee, r.nightFee)
	}
	if vehicle == "van" && duration > vanLongStay {
		fee += vanSurcharge
	}
	return fee
}

func withPass(fee int, vehicle string) int {
	if vehicle == "motorcycle" {
		return 0
	}
	return fee / 2
}

// ParkingFee returns the fee in cents of one stay in the garage.
func ParkingFee(entryMinute int, exitMinute int, vehicle string, hasPass bool) int {
	if _, known := vehicleRates[vehicle]; !known {
		return -1
	}
	duration := exitMinute - entryMinute
	if duration <= graceMinutes {
		return 0
	}
	fee := baseFee(entryMinute, duration, vehicle)
	if hasPass {
		return withPass(fee, vehicle)
	}
	return fee
}
