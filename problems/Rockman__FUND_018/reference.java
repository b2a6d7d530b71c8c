import java.util.*;

class Solution {
    public List<List<Long>> busyBlocks(List<List<Long>> bookings) {
        List<List<Long>> sorted = new ArrayList<>(bookings);
        sorted.sort(Comparator.comparingLong((List<Long> booking) -> booking.get(0))
                .thenComparingLong(booking -> booking.get(1)));
        List<List<Long>> blocks = new ArrayList<>();
        for (List<Long> booking : sorted) {
            long start = booking.get(0), end = booking.get(1);
            if (!blocks.isEmpty() && start <= blocks.get(blocks.size() - 1).get(1)) {
                // the booking overlaps or touches the last block: extend that block
                List<Long> last = blocks.get(blocks.size() - 1);
                last.set(1, Math.max(last.get(1), end));
            } else {
                blocks.add(new ArrayList<>(List.of(start, end)));
            }
        }
        return blocks;
    }
}
