import java.util.*;

class Solution {
    public String shortenRuns(String text) {
        StringBuilder result = new StringBuilder();
        int n = text.length();
        int i = 0;
        while (i < n) {
            int j = i;
            while (j < n && text.charAt(j) == text.charAt(i)) {
                j++;
            }
            int length = j - i;
            if (length >= 3) {
                result.append(text.charAt(i)).append(length);
            } else {
                result.append(text, i, j);
            }
            i = j;
        }
        return result.toString();
    }
}
