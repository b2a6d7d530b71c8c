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

    // ---- the new feature: order reservations (complete the three methods below) ----

    public boolean reserve(String orderId, String sku, long qty) {
        throw new UnsupportedOperationException("not implemented");
    }

    public boolean release(String orderId) {
        throw new UnsupportedOperationException("not implemented");
    }

    public boolean commit(String orderId) {
        throw new UnsupportedOperationException("not implemented");
    }
}
