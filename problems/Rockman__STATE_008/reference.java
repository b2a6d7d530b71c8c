import java.util.*;

class Inventory {
    private static final class Order {
        final String sku;
        final long qty;

        Order(String sku, long qty) {
            this.sku = sku;
            this.qty = qty;
        }
    }

    private final Map<String, Long> onHand = new HashMap<>();
    private final Map<String, Long> reserved = new HashMap<>();
    private final Map<Long, Order> orders = new HashMap<>();  // open reservations
    private final Set<Long> usedIds = new HashSet<>();

    public Inventory() {
    }

    public long restock(String sku, long qty) {
        onHand.merge(sku, qty, Long::sum);
        return available(sku);
    }

    public boolean reserve(long orderId, String sku, long qty) {
        if (usedIds.contains(orderId) || available(sku) < qty) return false;
        usedIds.add(orderId);
        orders.put(orderId, new Order(sku, qty));
        reserved.merge(sku, qty, Long::sum);
        return true;
    }

    public boolean cancel(long orderId) {
        Order order = orders.remove(orderId);
        if (order == null) return false;
        reserved.merge(order.sku, -order.qty, Long::sum);
        return true;
    }

    public boolean fulfill(long orderId) {
        Order order = orders.remove(orderId);
        if (order == null) return false;
        reserved.merge(order.sku, -order.qty, Long::sum);
        onHand.merge(order.sku, -order.qty, Long::sum);
        return true;
    }

    public long available(String sku) {
        return onHand.getOrDefault(sku, 0L) - reserved.getOrDefault(sku, 0L);
    }

    public long onHand(String sku) {
        return onHand.getOrDefault(sku, 0L);
    }
}
