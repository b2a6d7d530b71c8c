import java.util.*;

class Solution {
    public List<Long> grayRank(List<Long> codes) {
        List<Long> ranks = new ArrayList<>();
        for (long code : codes) {
            long rank = 0;
            // bit k of the rank is the XOR of the bits of code at positions k and above
            while (code != 0) {
                rank ^= code;
                code >>>= 1;
            }
            ranks.add(rank);
        }
        return ranks;
    }
}
