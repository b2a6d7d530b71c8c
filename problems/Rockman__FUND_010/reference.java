import java.util.*;

class Solution {
    public long findInRotated(List<Long> dial, long target) {
        int lo = 0, hi = dial.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            if (dial.get(mid) == target) {
                return mid;
            }
            if (dial.get(lo) <= dial.get(mid)) {
                // the left part dial[lo..mid] is sorted
                if (dial.get(lo) <= target && target < dial.get(mid)) {
                    hi = mid - 1;
                } else {
                    lo = mid + 1;
                }
            } else {
                // the right part dial[mid..hi] is sorted
                if (dial.get(mid) < target && target <= dial.get(hi)) {
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
        }
        return -1;
    }
}
