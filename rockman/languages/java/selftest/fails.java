public class Main {
    public static void main(String[] args) {
        if (new Solution().add(2, 3) != 6) throw new AssertionError();
    }
}
