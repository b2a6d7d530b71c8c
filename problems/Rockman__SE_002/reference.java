import java.util.*;

class Library {
    private static final int MAX_LOANS = 3;
    private final Map<String, Long> shelf = new HashMap<>();
    private final Map<String, Set<String>> loans = new HashMap<>();

    public Library() {
    }

    public String addBook(String bookId, long copies) {
        if (copies < 1) {
            return "INVALID";
        }
        shelf.merge(bookId, copies, Long::sum);
        return "OK";
    }

    public String checkout(String member, String bookId) {
        Long onShelf = shelf.get(bookId);
        if (onShelf == null) {
            return "NO_SUCH_BOOK";
        }
        Set<String> held = loans.computeIfAbsent(member, m -> new HashSet<>());
        if (held.contains(bookId)) {
            return "ALREADY_HAS";
        }
        if (held.size() >= MAX_LOANS) {
            return "LIMIT";
        }
        if (onShelf == 0) {
            return "UNAVAILABLE";
        }
        shelf.put(bookId, onShelf - 1);
        held.add(bookId);
        return "OK";
    }

    public String giveBack(String member, String bookId) {
        Set<String> held = loans.get(member);
        if (held == null || !held.contains(bookId)) {
            return "NOT_BORROWED";
        }
        held.remove(bookId);
        shelf.merge(bookId, 1L, Long::sum);
        return "OK";
    }

    public long available(String bookId) {
        return shelf.getOrDefault(bookId, 0L);
    }

    public List<String> borrowed(String member) {
        List<String> out = new ArrayList<>(loans.getOrDefault(member, Collections.emptySet()));
        Collections.sort(out);
        return out;
    }
}
