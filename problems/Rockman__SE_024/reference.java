import java.util.*;

class Solution {
    // Per vehicle: hourly rate, daily cap and night flat fee, all in cents.
    private static final Map<String, Rates> RATES = Map.of(
            "car", new Rates(300, 2400, 800),
            "motorcycle", new Rates(120, 900, 400),
            "van", new Rates(450, 3600, 1200));
    private static final long GRACE_MINUTES = 15;
    private static final long MINUTES_PER_DAY = 1440;
    private static final long NIGHT_START = 22 * 60;
    private static final long NIGHT_END = 6 * 60;
    private static final long NIGHT_MAX_STAY = 600;
    private static final long VAN_LONG_STAY = 4320;
    private static final long VAN_SURCHARGE = 1500;

    private static long hourlyFee(long duration, long rate, long cap) {
        long hours = (duration + 59) / 60;
        return (hours / 24) * cap + Math.min((hours % 24) * rate, cap);
    }

    private static boolean nightEntry(long entryMinute) {
        long clock = entryMinute % MINUTES_PER_DAY;
        return clock >= NIGHT_START || clock < NIGHT_END;
    }

    private static long baseFee(long entryMinute, long duration, String vehicle) {
        Rates rates = RATES.get(vehicle);
        long fee = hourlyFee(duration, rates.hourly(), rates.dailyCap());
        if (nightEntry(entryMinute) && duration <= NIGHT_MAX_STAY) {
            fee = Math.min(fee, rates.nightFee());
        }
        if (vehicle.equals("van") && duration > VAN_LONG_STAY) {
            fee += VAN_SURCHARGE;
        }
        return fee;
    }

    private static long withPass(long fee, String vehicle) {
        return vehicle.equals("motorcycle") ? 0 : fee / 2;
    }

    public long parkingFee(long entryMinute, long exitMinute, String vehicle, boolean hasPass) {
        if (!RATES.containsKey(vehicle)) {
            return -1;
        }
        long duration = exitMinute - entryMinute;
        if (duration <= GRACE_MINUTES) {
            return 0;
        }
        long fee = baseFee(entryMinute, duration, vehicle);
        return hasPass ? withPass(fee, vehicle) : fee;
    }

    private record Rates(long hourly, long dailyCap, long nightFee) {}
}
