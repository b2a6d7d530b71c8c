// Rockman's driver, generated from the problem's interface by
// rockman/languages/java/render.py. It reads the job (JSON) from stdin, converts each case's
// arguments to Java values, calls the solution, and writes every result as JSON on a protocol
// line "\n<nonce> {...}\n" of the stdout it started with. Expected values never reach it.
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
// java.lang by name: a single-type import shadows a class of the default package, so a
// solution class named String, System or Long cannot stand in for the JDK's here.
import java.lang.ArithmeticException;
import java.lang.ArrayIndexOutOfBoundsException;
import java.lang.Boolean;
import java.lang.Byte;
import java.lang.Character;
import java.lang.CharSequence;
import java.lang.Class;
import java.lang.ClassCastException;
import java.lang.Comparable;
import java.lang.Double;
import java.lang.Enum;
import java.lang.Error;
import java.lang.Exception;
import java.lang.ExceptionInInitializerError;
import java.lang.Float;
import java.lang.IllegalArgumentException;
import java.lang.IllegalStateException;
import java.lang.IndexOutOfBoundsException;
import java.lang.Integer;
import java.lang.Iterable;
import java.lang.Long;
import java.lang.Math;
import java.lang.NegativeArraySizeException;
import java.lang.NullPointerException;
import java.lang.Number;
import java.lang.NumberFormatException;
import java.lang.Object;
import java.lang.OutOfMemoryError;
import java.lang.Override;
import java.lang.Runnable;
import java.lang.Runtime;
import java.lang.RuntimeException;
import java.lang.Short;
import java.lang.StackOverflowError;
import java.lang.String;
import java.lang.StringBuilder;
import java.lang.SuppressWarnings;
import java.lang.System;
import java.lang.Throwable;
import java.lang.UnsupportedOperationException;
import java.lang.Void;

public final class RockmanDriver {
    private RockmanDriver() {}

    public static void main(String[] argv) throws IOException {
        InputStream in = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
        FileOutputStream out = new FileOutputStream(FileDescriptor.out);
        System.setIn(new ByteArrayInputStream(new byte[0]));  // the solution's stdin is empty
        // The solution's System.out is fd 1 as well, but closing it cannot close the protocol's.
        System.setOut(new PrintStream(new BufferedOutputStream(new RockmanUnclosable()), true));
        String first = RockmanJson.readLine(in);
        if (first == null) {
            System.err.println("rockman: expected a job line on stdin");
            Runtime.getRuntime().halt(2);
        }
        Map<String, Object> job = RockmanJson.object(RockmanJson.parse(first));
        RockmanChannel channel = new RockmanChannel(out, RockmanJson.toStr(job.get("nonce")));
        if (job.get("fixtures") != null) RockmanFiles.init();  // before any solution code runs
        try {
            Class.forName(/*@ENTRY*/"Solution"/*@*/, true, RockmanDriver.class.getClassLoader());
        } catch (Throwable t) {
            Throwable cause = t instanceof ExceptionInInitializerError && t.getCause() != null
                    ? t.getCause() : t;
            channel.loadError(cause);
            Runtime.getRuntime().halt(0);
        }
        rockmanRun(channel, RockmanJson.list(job.get("cases")), job.get("fixtures"));
        channel.emit("{\"event\":\"public_done\"}");
        String second = RockmanJson.readLine(in);
        if (second != null && !second.isBlank()) {
            Map<String, Object> secret = RockmanJson.object(RockmanJson.parse(second));
            // file_io: the secret fixtures are written only now, each just before its case
            rockmanRun(channel, RockmanJson.list(secret.get("cases")), secret.get("fixtures"));
        }
        channel.emit("{\"event\":\"done\"}");
        Runtime.getRuntime().halt(0);  // no thread or shutdown hook of the solution runs on
    }

/*@CODE*/
    // Stand-in (marked CODE, as the entry class's name above is marked ENTRY), replaced by
    // render_java.driver_source with the interface's rockmanRun and the converters and
    // writers it uses; this stub only lets javac compile the file as it is.
    static void rockmanRun(RockmanChannel channel, List<Object> cases, Object fx) {}
/*@*/}

/** fd 1 for the solution's System.out: close() only flushes. */
final class RockmanUnclosable extends OutputStream {
    private final FileOutputStream out = new FileOutputStream(FileDescriptor.out);

    @Override
    public void write(int b) throws IOException {
        out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
    }

    @Override
    public void close() {}
}

/**
 * file_io cases: the fixture's root folder and files, written (UTF-8, exactly) just before the
 * call, and the texts of its `collect` paths read back after it. Paths are relative to the
 * working folder; java.nio hands them to the OS as they are, so they resolve against the
 * process's real working directory whatever the solution does to the user.dir property.
 */
final class RockmanFiles {
    private RockmanFiles() {}

    /** Sets up the default file system and these classes before the solution's code runs. */
    static void init() {
        FileSystems.getDefault();
        Path.of(".").getFileName();
        StandardCharsets.UTF_8.newEncoder();
        StandardCharsets.UTF_8.newDecoder();
        Files.isDirectory(Path.of("."));
    }

    static void write(Object fixture) throws IOException {
        Map<String, Object> one = RockmanJson.object(fixture);
        Files.createDirectories(Path.of(RockmanJson.toStr(one.get("root"))));
        for (Map.Entry<String, Object> file : RockmanJson.object(one.get("files")).entrySet()) {
            Path path = Path.of(file.getKey());
            Path parent = path.getParent();
            if (parent != null) Files.createDirectories(parent);
            CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            ByteBuffer bytes = encoder.encode(CharBuffer.wrap(RockmanJson.toStr(file.getValue())));
            byte[] data = new byte[bytes.remaining()];
            bytes.get(data);
            Files.write(path, data);
        }
    }

    /** A JSON array parallel to the fixture's `collect`: each file's text, or null. */
    static String read(Object fixture) {
        StringBuilder sb = new StringBuilder("[");
        List<Object> paths = RockmanJson.list(RockmanJson.object(fixture).get("collect"));
        for (int k = 0; k < paths.size(); k++) {
            if (k > 0) sb.append(',');
            String text;
            try {
                CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT);
                byte[] data = Files.readAllBytes(Path.of(RockmanJson.toStr(paths.get(k))));
                text = decoder.decode(ByteBuffer.wrap(data)).toString();
            } catch (Throwable t) {  // missing, a folder, unreadable, not UTF-8: null
                text = null;
            }
            RockmanJson.writeString(sb, text);
        }
        return sb.append(']').toString();
    }
}

/** A value that cannot be converted, or another failure of the driver's own, with its type. */
final class RockmanFailure extends RuntimeException {
    final String type;

    RockmanFailure(String type, String message) {
        super(message, null, false, false);
        this.type = type;
    }
}

/** Protocol lines on the stdout the driver started with, one unbuffered write each. */
final class RockmanChannel {
    private static final int MAX_MESSAGE = 500;
    private final FileOutputStream out;
    private final String nonce;

    RockmanChannel(FileOutputStream out, String nonce) {
        this.out = out;
        this.nonce = nonce;
    }

    void emit(String event) {
        byte[] line = ("\n" + nonce + " " + event + "\n").getBytes(StandardCharsets.UTF_8);
        try {
            out.write(line);
        } catch (IOException e) {
            Runtime.getRuntime().halt(3);  // stdout is gone: nothing more can be reported
        }
    }

    static String className(Throwable t) {
        String name = t.getClass().getSimpleName();
        return name.isEmpty() ? t.getClass().getName() : name;
    }

    static String typeOf(Throwable t) {
        if (t instanceof OutOfMemoryError) return "MemoryError";
        if (t instanceof RockmanFailure) return ((RockmanFailure) t).type;
        return className(t);
    }

    static String describe(Throwable t) {
        String message;
        try {
            message = t.getMessage();
        } catch (Throwable ignored) {
            message = null;
        }
        String name = t instanceof RockmanFailure ? typeOf(t) : className(t);
        String text = message == null ? name : name + ": " + message;
        return text.length() <= MAX_MESSAGE ? text : text.substring(0, MAX_MESSAGE) + "...";
    }

    void caseValue(int i, String value) {
        emit("{\"event\":\"case\",\"i\":" + i + ",\"value\":" + value + "}");
    }

    void caseValue(int i, String value, String files) {
        emit("{\"event\":\"case\",\"i\":" + i + ",\"value\":" + value + ",\"files\":" + files
                + "}");
    }

    void caseError(int i, Throwable t, List<String> partial) {
        StringBuilder sb = new StringBuilder("{\"event\":\"case\",\"i\":").append(i);
        sb.append(",\"error\":");
        RockmanJson.writeString(sb, describe(t));
        sb.append(",\"error_type\":");
        RockmanJson.writeString(sb, typeOf(t));
        if (partial != null) {
            sb.append(",\"partial\":[").append(String.join(",", partial)).append(']');
        }
        emit(sb.append('}').toString());
    }

    void loadError(Throwable t) {
        StringBuilder sb = new StringBuilder("{\"event\":\"load_error\",\"error_type\":");
        RockmanJson.writeString(sb, typeOf(t));
        sb.append(",\"message\":");
        RockmanJson.writeString(sb, describe(t));
        emit(sb.append('}').toString());
    }
}

/** A small JSON reader (objects keep their key order) and writer, and the scalar conversions. */
final class RockmanJson {
    private final String s;
    private int pos;

    /** A JSON number as written; its declared type decides how it is read. */
    static final class Num {
        final String text;

        Num(String text) {
            this.text = text;
        }
    }

    private RockmanJson(String s) {
        this.s = s;
    }

    /** One line of UTF-8 from `in` without its newline; null at end of input. */
    static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        int c = in.read();
        if (c == -1) return null;
        while (c != -1 && c != '\n') {
            buffer.write(c);
            c = in.read();
        }
        return buffer.toString(StandardCharsets.UTF_8);
    }

    static Object parse(String text) {
        RockmanJson p = new RockmanJson(text);
        p.skip();
        Object value = p.value();
        p.skip();
        if (p.pos != text.length()) throw p.fail("trailing text");
        return value;
    }

    private RuntimeException fail(String what) {
        return new IllegalStateException("bad job JSON at " + pos + ": " + what);
    }

    private void skip() {
        while (pos < s.length() && " \t\r\n".indexOf(s.charAt(pos)) >= 0) pos++;
    }

    private boolean take(String word) {
        if (s.startsWith(word, pos)) {
            pos += word.length();
            return true;
        }
        return false;
    }

    private Object value() {
        if (pos >= s.length()) throw fail("unexpected end");
        char c = s.charAt(pos);
        if (c == '{') {
            pos++;
            Map<String, Object> map = new LinkedHashMap<>();
            skip();
            if (take("}")) return map;
            while (true) {
                skip();
                if (pos >= s.length() || s.charAt(pos) != '"') throw fail("expected a key");
                String key = string();
                skip();
                if (!take(":")) throw fail("expected ':'");
                skip();
                map.put(key, value());
                skip();
                if (take("}")) return map;
                if (!take(",")) throw fail("expected ',' or '}'");
            }
        }
        if (c == '[') {
            pos++;
            List<Object> list = new ArrayList<>();
            skip();
            if (take("]")) return list;
            while (true) {
                skip();
                list.add(value());
                skip();
                if (take("]")) return list;
                if (!take(",")) throw fail("expected ',' or ']'");
            }
        }
        if (c == '"') return string();
        if (take("true")) return Boolean.TRUE;
        if (take("false")) return Boolean.FALSE;
        if (take("null")) return null;
        int start = pos;
        while (pos < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos)) >= 0) pos++;
        if (start == pos) throw fail("unexpected '" + c + "'");
        return new Num(s.substring(start, pos));
    }

    private String string() {
        pos++;  // the opening quote
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= s.length()) throw fail("unterminated string");
            char c = s.charAt(pos++);
            if (c == '"') return sb.toString();
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= s.length()) throw fail("unterminated escape");
            char e = s.charAt(pos++);
            switch (e) {
                case 'n': sb.append('\n'); break;
                case 't': sb.append('\t'); break;
                case 'r': sb.append('\r'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'u':
                    if (pos + 4 > s.length()) throw fail("short \\u escape");
                    sb.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                    pos += 4;
                    break;
                default: sb.append(e);  // \" \\ \/
            }
        }
    }

    // --- shapes and scalars (wrong shapes are TypeError, as in the Python harness) ---

    static RockmanFailure typeError(String expected, Object v) {
        String got = v == null ? "null" : v instanceof Num ? ((Num) v).text
                : v instanceof String ? "a string" : v instanceof List ? "an array"
                : v instanceof Map ? "an object" : String.valueOf(v);
        return new RockmanFailure("TypeError", "expected " + expected + ", got " + got);
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object v) {
        if (!(v instanceof List)) throw typeError("an array", v);
        return (List<Object>) v;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(Object v) {
        if (!(v instanceof Map)) throw typeError("an object", v);
        return (Map<String, Object>) v;
    }

    static List<Object> args(Object v, int n) {
        List<Object> a = list(v);
        arity(a, n);
        return a;
    }

    static void arity(List<Object> a, int n) {
        if (a.size() != n) {
            throw new RockmanFailure("TypeError", "expected " + n + " values, got " + a.size());
        }
    }

    static Long toLong(Object v) {
        if (!(v instanceof Num)) throw typeError("an integer", v);
        String text = ((Num) v).text;
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw typeError("an integer within the range of long", v);
        }
    }

    static Long intKey(String key) {
        try {
            return Long.parseLong(key);
        } catch (NumberFormatException e) {
            throw new RockmanFailure("TypeError", "expected an integer key, got \"" + key + "\"");
        }
    }

    static Double toDouble(Object v) {
        if (v instanceof Num) {
            try {
                return Double.parseDouble(((Num) v).text);
            } catch (NumberFormatException e) {
                throw typeError("a number", v);
            }
        }
        if (v instanceof Map) {
            Object special = ((Map<?, ?>) v).get("__float__");
            if ("nan".equals(special)) return Double.NaN;
            if ("inf".equals(special)) return Double.POSITIVE_INFINITY;
            if ("-inf".equals(special)) return Double.NEGATIVE_INFINITY;
        }
        throw typeError("a number", v);
    }

    static Boolean toBool(Object v) {
        if (!(v instanceof Boolean)) throw typeError("true or false", v);
        return (Boolean) v;
    }

    static String toStr(Object v) {
        if (!(v instanceof String)) throw typeError("a string", v);
        return (String) v;
    }

    static Void toNone(Object v) {
        if (v != null) throw typeError("null", v);
        return null;
    }

    /** Runs a writer; a result it cannot write (a null key, say) is a TypeError. */
    static void result(Runnable writer) {
        try {
            writer.run();
        } catch (NullPointerException | ClassCastException e) {
            throw new RockmanFailure("TypeError", "cannot convert the result: " + e);
        }
    }

    static void writeLong(StringBuilder sb, Long x) {
        sb.append(x == null ? "null" : Long.toString(x));
    }

    static void writeDouble(StringBuilder sb, Double x) {
        if (x == null) sb.append("null");
        else if (x.isNaN()) sb.append("{\"__float__\":\"nan\"}");
        else if (x == Double.POSITIVE_INFINITY) sb.append("{\"__float__\":\"inf\"}");
        else if (x == Double.NEGATIVE_INFINITY) sb.append("{\"__float__\":\"-inf\"}");
        else sb.append(Double.toString(x));
    }

    static void writeBool(StringBuilder sb, Boolean x) {
        sb.append(x == null ? "null" : x ? "true" : "false");
    }

    static void writeNone(StringBuilder sb, Void x) {
        sb.append("null");
    }

    /** A JSON string in ASCII: non-ASCII characters as \\u escapes (UTF-16 units). */
    static void writeString(StringBuilder sb, String x) {
        if (x == null) {
            sb.append("null");
            return;
        }
        sb.append('"');
        for (int i = 0; i < x.length(); i++) {
            char c = x.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\t': sb.append("\\t"); break;
                case '\r': sb.append("\\r"); break;
                case '\b': sb.append("\\b"); break;
                case '\f': sb.append("\\f"); break;
                default:
                    if (c < 0x20 || c >= 0x7f) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        sb.append('"');
    }

    static void writeStrKey(StringBuilder sb, String key) {
        if (key == null) throw new RockmanFailure("TypeError", "a map key is null");
        writeString(sb, key);
    }

    static void writeIntKey(StringBuilder sb, Long key) {
        if (key == null) throw new RockmanFailure("TypeError", "a map key is null");
        sb.append('"').append(key.longValue()).append('"');
    }
}
