import java.util.*;

// The tuple records come with the driver here (a solution may also declare them itself).
class TypeEcho {
    private long count;

    public TypeEcho(long start) {
        count = start;
    }

    public long echoInt(long x) {
        return x;
    }

    public double echoFloat(double x) {
        return x;
    }

    public boolean echoBool(boolean x) {
        return x;
    }

    public String echoStr(String x) {
        return x;
    }

    public List<Long> echoList(List<Long> x) {
        return x;
    }

    public Map<String, Long> echoMap(Map<String, Long> x) {
        return x;
    }

    public Map<Long, List<String>> echoIntMap(Map<Long, List<String>> x) {
        return x;
    }

    public Tuple3<Long, String, Double> echoTuple(Tuple3<Long, String, Double> x) {
        return x;
    }

    public Long echoOptional(Long x) {
        return x;
    }

    public List<Map<String, List<Tuple2<Long, Boolean>>>> echoNested(
            List<Map<String, List<Tuple2<Long, Boolean>>>> x) {
        return x;
    }

    public Tuple2<String, Double> combine(long times, String text, List<Double> values) {
        double sum = 0.0;
        for (double v : values) {
            sum += v;
        }
        return new Tuple2<>(text.repeat((int) Math.max(times, 0)), sum);
    }

    public long count() {
        count += 1;
        return count;
    }

    public void reset() {
        count = 0;
    }
}
