import java.util.*;

class Solution {
    public long add(long a, long b) {
        return a + b;
    }
}
