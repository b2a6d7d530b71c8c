import java.util.*;

class SafeCalculator {
    private static final int CAPACITY = 100;
    private static final long LIMIT = 1L << 53;
    private final ArrayList<Long> stack = new ArrayList<>();

    public SafeCalculator() {
    }

    public String push(long value) {
        if (stack.size() >= CAPACITY) {
            return "error: overflow";
        }
        stack.add(value);
        return "ok";
    }

    public String apply(String op) {
        int n = stack.size();
        if (op.equals("dup")) {
            if (n == 0) return "error: underflow";
            if (n >= CAPACITY) return "error: overflow";
            stack.add(stack.get(n - 1));
            return "ok";
        }
        if (op.equals("drop")) {
            if (n == 0) return "error: underflow";
            stack.remove(n - 1);
            return "ok";
        }
        if (!List.of("+", "-", "*", "/", "%", "swap").contains(op)) {
            return "error: unknown op";
        }
        if (n < 2) return "error: underflow";
        long a = stack.get(n - 2);
        long b = stack.get(n - 1);
        if (op.equals("swap")) {
            stack.set(n - 2, b);
            stack.set(n - 1, a);
            return "ok";
        }
        if ((op.equals("/") || op.equals("%")) && b == 0) return "error: division by zero";
        long result;
        switch (op) {
            case "+":
                result = a + b;  // |a|, |b| <= 2^53: no overflow
                break;
            case "-":
                result = a - b;
                break;
            case "*":
                // |a * b| > LIMIT exactly when |a| > LIMIT / |b| (floor division)
                if (a != 0 && b != 0 && Math.abs(a) > LIMIT / Math.abs(b)) {
                    return "error: out of range";
                }
                result = a * b;
                break;
            default:
                long quotient = a / b;  // Java division truncates toward zero
                result = op.equals("/") ? quotient : a - b * quotient;
        }
        if (result < -LIMIT || result > LIMIT) return "error: out of range";
        stack.remove(n - 1);
        stack.set(n - 2, result);
        return "ok";
    }

    public Long top() {
        return stack.isEmpty() ? null : stack.get(stack.size() - 1);
    }

    public long size() {
        return stack.size();
    }
}
