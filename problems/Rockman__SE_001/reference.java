import java.util.*;

class Solution {
    public List<String> parseCsvRow(String line) {
        List<String> fields = new ArrayList<>();
        int i = 0;
        int n = line.length();
        while (true) {
            if (i < n && line.charAt(i) == '"') {
                i++;
                StringBuilder value = new StringBuilder();
                while (true) {
                    if (i >= n) {
                        return null;  // unterminated quoted field
                    }
                    char c = line.charAt(i);
                    if (c == '"') {
                        if (i + 1 < n && line.charAt(i + 1) == '"') {
                            value.append('"');
                            i += 2;
                            continue;
                        }
                        i++;
                        break;
                    }
                    value.append(c);
                    i++;
                }
                fields.add(value.toString());
                if (i < n && line.charAt(i) != ',') {
                    return null;  // text after the closing quote
                }
            } else {
                int start = i;
                while (i < n && line.charAt(i) != ',') {
                    if (line.charAt(i) == '"') {
                        return null;  // quote inside an unquoted field
                    }
                    i++;
                }
                fields.add(line.substring(start, i));
            }
            if (i >= n) {
                return fields;
            }
            i++;  // skip the comma; a comma at the very end starts one more (empty) field
        }
    }
}
