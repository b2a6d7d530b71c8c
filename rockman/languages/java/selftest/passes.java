public class Main {
    public static void main(String[] args) {
        if (new Solution().add(2, 3) != 5) throw new AssertionError();
    }
}
