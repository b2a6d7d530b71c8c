import java.util.*;

class Inventory {
    private record Order(String sku, long qty) {}

    private final Map<String, Long> onHand = new HashMap<>();
    private final Map<String, Long> reserved = new HashMap<>();
    private final Map<String, Order> orders = new HashMap<>();

    public Inventory() {}

    public void add(String sku, long qty) {
        onHand.put(sku, onHand.getOrDefault(sku, 0L) + qty);
    }

    public long available(String sku) {
        return onHand.getOrDefault(sku, 0L) - reserved.getOrDefault(sku, 0L);
    }

    public long onHand(String sku) {
        return onHand.getOrDefault(sku, 0L);
    }

    public boolean remove(String sku, long qty) {
        if (qty < 1 || available(sku) < qty) {
            return false;
        }
        onHand.put(sku, onHand.get(sku) - qty);
        return true;
    }

    public boolean reserve(String orderId, String sku, long qty) {
        if (orders.containsKey(orderId) || qty < 1 || available(sku) < qty) {
            return false;
        }
        orders.put(orderId, new Order(sku, qty));
        reserved.put(sku, reserved.getOrDefault(sku, 0L) + qty);
        return true;
    }

    public boolean release(String orderId) {
        Order order = orders.remove(orderId);
        if (order == null) {
            return false;
        }
        reserved.put(order.sku(), reserved.get(order.sku()) - order.qty());
        return true;
    }

    public boolean commit(String orderId) {
        Order order = orders.remove(orderId);
        if (order == null) {
            return false;
        }
        reserved.put(order.sku(), reserved.get(order.sku()) - order.qty());
        onHand.put(order.sku(), onHand.get(order.sku()) - order.qty());
        return true;
    }
}
