// withCommas returns the decimal digits of a non-negative n with a comma between every group of three.
func withCommas(n int) string {
	digits := strconv.Itoa(n)
	out := ""
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			out += ","
		}
		out += string(c)
	}
	return out
}

func FormatReport(title string, rows []Triple[string, int, int]) []string {
	if len(rows) == 0 {
		return []string{title, "(no items)"}
	}
	names := []string{}
	qtys := []string{}
	prices := []string{}
	amounts := []string{}
	totalQty := 0
	totalAmount := 0
	var s string
	for _, row := range rows {
		name := row.First
		if len(name) > 20 {
			name = name[0:17] + "..."
		}
		names = append(names, name)
		qtys = append(qtys, strconv.Itoa(row.Second))
		totalQty = totalQty + row.Second
		p := row.Third
		if p < 0 {
			s = "-"
			p = -p
		} else {
			s = ""
		}
		prices = append(prices, s+withCommas(p/100)+"."+fmt.Sprintf("%02d", p%100))
		a := row.Second * row.Third
		totalAmount = totalAmount + a
		if a < 0 {
			s = "-"
			a = -a
		} else {
			s = ""
		}
		amounts = append(amounts, s+withCommas(a/100)+"."+fmt.Sprintf("%02d", a%100))
	}
	t := totalAmount
	if t < 0 {
		s = "-"
		t = -t
	} else {
		s = ""
	}
	totalAmountText := s + withCommas(t/100) + "." + fmt.Sprintf("%02d", t%100)
	w1 := len("Item")
	for _, n := range names {
		if len(n) > w1 {
			w1 = len(n)
		}
	}
	if len("TOTAL") > w1 {
		w1 = len("TOTAL")
	}
	w2 := len("Qty")
	for _, q := range qtys {
		if len(q) > w2 {
			w2 = len(q)
		}
	}
	if len(strconv.Itoa(totalQty)) > w2 {
		w2 = len(strconv.Itoa(totalQty))
	}
	w3 := len("Price")
	for _, p := range prices {
		if len(p) > w3 {
			w3 = len(p)
		}
	}
	w4 := len("Amount")
	for _, a := range amounts {
		if len(a) > w4 {
			w4 = len(a)
		}
	}
	if len(totalAmountText) > w4 {
		w4 = len(totalAmountText)
	}
	out := []string{title, strings.Repeat("=", len(title))}
	out = append(out, "Item"+strings.Repeat(" ", w1-4)+" | "+strings.Repeat(" ", w2-3)+"Qty"+" | "+
		strings.Repeat(" ", w3-5)+"Price"+" | "+strings.Repeat(" ", w4-6)+"Amount")
	out = append(out, strings.Repeat("-", w1)+"-+-"+strings.Repeat("-", w2)+"-+-"+strings.Repeat("-", w3)+"-+-"+strings.Repeat("-", w4))
	for i := 0; i < len(rows); i++ {
		out = append(out, names[i]+strings.Repeat(" ", w1-len(names[i]))+" | "+
			strings.Repeat(" ", w2-len(qtys[i]))+qtys[i]+" | "+
			strings.Repeat(" ", w3-len(prices[i]))+prices[i]+" | "+
			strings.Repeat(" ", w4-len(amounts[i]))+amounts[i])
	}
	out = append(out, strings.Repeat("-", w1)+"-+-"+strings.Repeat("-", w2)+"-+-"+strings.Repeat("-", w3)+"-+-"+strings.Repeat("-", w4))
	out = append(out, "TOTAL"+strings.Repeat(" ", w1-5)+" | "+
		strings.Repeat(" ", w2-len(strconv.Itoa(totalQty)))+strconv.Itoa(totalQty)+" | "+
		strings.Repeat(" ", w3)+" | "+
		strings.Repeat(" ", w4-len(totalAmountText))+totalAmountText)
	return out
}
