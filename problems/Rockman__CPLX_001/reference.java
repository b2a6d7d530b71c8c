import java.util.*;

class Solution {
    public long sumOfMultiples(long low, long high, long k) {
        long first = -Math.floorDiv(-low, k); // smallest q with k * q >= low
        long last = Math.floorDiv(high, k); // largest q with k * q <= high
        if (first > last) return 0;
        long sum = first + last;
        long count = last - first + 1;
        // sum * count is even: halve whichever factor is even before multiplying
        long half = (count % 2 == 0) ? (count / 2) * sum : (sum / 2) * count;
        return k * half;
    }
}
