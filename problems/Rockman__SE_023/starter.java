class Solution {
    private static long priceOne(long length, long width, long height, long weight, String zone, String service, boolean fragile, boolean signature, boolean saturday) {
        long[] dims = {length, width, height};
        Arrays.sort(dims);
        long a = dims[2];
        long b = dims[1];
        long c = dims[0];
        if (a + 2 * b + 2 * c > 300) {
            return -1;
        }
        if (weight > 30000) {
            return -1;
        }
        long vol = length * width * height;
        long volWeight = vol / 5;
        if (vol % 5 != 0) {
            volWeight = volWeight + 1;
        }
        long bill = weight;
        if (volWeight > bill) {
            bill = volWeight;
        }
        long steps = bill / 500;
        if (bill % 500 != 0) {
            steps = steps + 1;
        }
        if (steps < 1) {
            steps = 1;
        }
        long base;
        if (zone.equals("local")) {
            base = 300 + 100 * (steps - 1);
        } else if (zone.equals("national")) {
            base = 450 + 125 * (steps - 1);
        } else {
            base = 1500 + 400 * (steps - 1);
        }
        long cost;
        if (service.equals("economy")) {
            cost = base;
        } else if (service.equals("express")) {
            cost = base * 3 / 2;
            if (base * 3 % 2 != 0) {
                cost = cost + 1;
            }
        } else {
            if (zone.equals("international")) {
                return -1;
            }
            cost = base * 2;
        }
        long extra = 0;
        if (fragile) {
            extra = extra + cost * 15 / 100;
        }
        if (a > 120) {
            extra = extra + 2000;
        }
        if (signature) {
            extra = extra + 250;
        }
        if (saturday) {
            if (service.equals("overnight")) {
                extra = extra + 1000;
            }
        }
        return cost + extra;
    }

    public List<Long> quoteShipments(List<Tuple4<Long, Long, Long, Long>> packages, String zone, String service, List<String> options) {
        List<Long> result = new ArrayList<>();
        if (!zone.equals("local") && !zone.equals("national") && !zone.equals("international")) {
            for (Tuple4<Long, Long, Long, Long> p : packages) {
                result.add(-1L);
            }
            return result;
        }
        if (!service.equals("economy") && !service.equals("express") && !service.equals("overnight")) {
            for (Tuple4<Long, Long, Long, Long> p : packages) {
                result.add(-1L);
            }
            return result;
        }
        boolean fragile = false;
        boolean signature = false;
        boolean saturday = false;
        for (String o : options) {
            if (o.equals("fragile")) {
                fragile = true;
            } else if (o.equals("signature")) {
                signature = true;
            } else if (o.equals("saturday")) {
                saturday = true;
            }
        }
        long accepted = 0;
        for (Tuple4<Long, Long, Long, Long> p : packages) {
            long cost = priceOne(p.first(), p.second(), p.third(), p.fourth(), zone, service, fragile, signature, saturday);
            if (cost == -1) {
                result.add(-1L);
            } else {
                accepted = accepted + 1;
                if (accepted >= 3) {
                    cost = cost - cost * 10 / 100;
                }
                result.add(cost);
            }
        }
        return result;
    }
}
