import java.util.*;

class Solution {
    public String runEditor(List<String> commands) {
        StringBuilder text = new StringBuilder();
        Deque<StringBuilder> history = new ArrayDeque<>();
        for (String command : commands) {
            int space = command.indexOf(' ');
            String action = space < 0 ? command : command.substring(0, space);
            String arg = space < 0 ? "" : command.substring(space + 1);
            if (action.equals("type")) {
                history.push(new StringBuilder(text));
                text.append(arg);
            } else if (action.equals("delete")) {
                history.push(new StringBuilder(text));
                int k = Integer.parseInt(arg);
                text.setLength(Math.max(0, text.length() - k));
            } else if (action.equals("undo")) {
                if (!history.isEmpty()) {
                    text = history.pop();
                }
            }
        }
        return text.toString();
    }
}
