import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

class Solution {
    private static boolean isItemChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    }

    private static boolean allDigits(String s) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        }
        return true;
    }

    private static String trimSpaces(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && s.charAt(start) == ' ') start++;
        while (end > start && s.charAt(end - 1) == ' ') end--;
        return s.substring(start, end);
    }

    public long summarizeLedgers(String root) {
        Path folder = Path.of(root, "ledger");
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
                for (Path entry : entries) {
                    if (entry.getFileName().toString().endsWith(".txt")
                            && Files.isRegularFile(entry)) {
                        files.add(entry);
                    }
                }
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        }
        Map<String, Long> totals = new TreeMap<>();
        long malformed = 0;
        for (Path file : files) {
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
            List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
            if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
                lines.remove(lines.size() - 1);
            }
            for (String line : lines) {
                String stripped = trimSpaces(line);
                if (stripped.isEmpty() || stripped.startsWith("#")) continue;
                int comma = line.indexOf(',');
                if (comma < 0) {
                    malformed++;
                    continue;
                }
                String item = trimSpaces(line.substring(0, comma));
                String quantity = trimSpaces(line.substring(comma + 1));
                boolean itemOk = !item.isEmpty();
                for (int i = 0; i < item.length() && itemOk; i++) {
                    itemOk = isItemChar(item.charAt(i));
                }
                String digits = quantity.startsWith("+") || quantity.startsWith("-")
                        ? quantity.substring(1) : quantity;
                if (!itemOk || !allDigits(digits)) {
                    malformed++;
                    continue;
                }
                totals.merge(item, Long.parseLong(quantity), Long::sum);
            }
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Long> entry : totals.entrySet()) {
            if (entry.getValue() != 0) {
                out.append(entry.getKey()).append(' ').append(entry.getValue()).append('\n');
            }
        }
        try {
            Files.writeString(Path.of(root, "summary.txt"), out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
        return malformed;
    }
}
