// Rockman's warm Java compiler (see services/executor/warm.py and languages/java.py): one JVM,
// started once in its own long-lived sandbox, compiling program after program with javax.tools.
//
// Frames on fd 0 and fd 1: a 4-byte big-endian length (0 once at start: ready), then entries, each a 4-byte length and
// a key, a 4-byte length and a value. Request keys: "arg" (a javac option, in order) and
// "file:<name>" (a source). Reply keys: "exit" (javac's exit code as text), "diagnostics"
// (javac's output, as the command line prints it) and "file:classes/<binary name>.class".
//
// Sources and classes stay in memory: nothing of one compile is on disk for the next. javac
// runs no submitted code (-proc:none, no class path but an empty folder). Anything printed
// other than the frames goes to stderr. An Error (out of memory, a stack overflow) ends the
// server; the sandbox starts a fresh one and the executor compiles that program cold.
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public final class RockmanCompileServer {
    private RockmanCompileServer() {}

    static final class Source extends SimpleJavaFileObject {
        private final String name;
        private final String text;

        Source(String name, String text) {
            super(URI.create("rockman:///" + name), Kind.SOURCE);
            this.name = name;
            this.text = text;
        }

        @Override public String getName() { return name; }
        @Override public CharSequence getCharContent(boolean ignoreEncodingErrors) { return text; }
    }

    static final class ClassOutput extends SimpleJavaFileObject {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        ClassOutput(String binaryName) {
            super(URI.create("rockman:///classes/" + binaryName.replace('.', '/') + ".class"),
                  Kind.CLASS);
        }

        @Override public OutputStream openOutputStream() { return bytes; }
    }

    static final class Outputs extends ForwardingJavaFileManager<StandardJavaFileManager> {
        final Map<String, ClassOutput> classes = new LinkedHashMap<>();

        Outputs(StandardJavaFileManager inner) { super(inner); }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className,
                                                   JavaFileObject.Kind kind, FileObject sibling) {
            ClassOutput out = new ClassOutput(className);
            classes.put("classes/" + className.replace('.', '/') + ".class", out);
            return out;
        }
    }

    private static byte[] readExactly(DataInputStream in, int n) throws IOException {
        if (n < 0) throw new IOException("negative length");
        byte[] data = new byte[n];
        in.readFully(data);
        return data;
    }

    private static void put(DataOutputStream out, String key, byte[] value) throws IOException {
        byte[] k = key.getBytes(StandardCharsets.UTF_8);
        out.writeInt(k.length);
        out.write(k);
        out.writeInt(value.length);
        out.write(value);
    }

    public static void main(String[] args) throws Exception {
        DataInputStream in = new DataInputStream(new FileInputStream(FileDescriptor.in));
        OutputStream frames = new FileOutputStream(FileDescriptor.out);
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager standard =
            compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        String empty = Files.createTempDirectory("rockman-empty").toString();
        // Warm up on a small program (loads and links most of javac), then say so: an empty
        // frame. The sandbox does not count this against the first program's limits.
        List<JavaFileObject> warmUp = List.of(new Source("Warm.java",
            "import java.util.*;\nclass Warm { List<Integer> f() { return new ArrayList<>(); } }\n"));
        compiler.getTask(new PrintWriter(new StringWriter()), new Outputs(standard), null,
                         List.of("-classpath", empty, "-proc:none"), null, warmUp).call();
        new DataOutputStream(frames).writeInt(0);
        frames.flush();
        while (true) {
            int length;
            try {
                length = in.readInt();
            } catch (EOFException end) {
                return;
            }
            DataInputStream request = new DataInputStream(
                new java.io.ByteArrayInputStream(readExactly(in, length)));
            List<String> options = new ArrayList<>(List.of("-classpath", empty,
                                                           "-sourcepath", empty));
            List<JavaFileObject> sources = new ArrayList<>();
            while (request.available() > 0) {
                String key = new String(readExactly(request, request.readInt()),
                                        StandardCharsets.UTF_8);
                byte[] value = readExactly(request, request.readInt());
                if (key.equals("arg")) {
                    options.add(new String(value, StandardCharsets.UTF_8));
                } else if (key.startsWith("file:")) {
                    sources.add(new Source(key.substring(5),
                                           new String(value, StandardCharsets.UTF_8)));
                }
            }
            StringWriter diagnostics = new StringWriter();
            Outputs outputs = new Outputs(standard);
            boolean ok;
            try (PrintWriter writer = new PrintWriter(diagnostics)) {
                ok = compiler.getTask(writer, outputs, null, options, null, sources).call();
            }
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            DataOutputStream reply = new DataOutputStream(body);
            put(reply, "exit", (ok ? "0" : "1").getBytes(StandardCharsets.US_ASCII));
            put(reply, "diagnostics", diagnostics.toString().getBytes(StandardCharsets.UTF_8));
            if (ok) {
                for (Map.Entry<String, ClassOutput> e : outputs.classes.entrySet()) {
                    put(reply, "file:" + e.getKey(), e.getValue().bytes.toByteArray());
                }
            }
            reply.flush();
            byte[] frame = body.toByteArray();
            DataOutputStream out = new DataOutputStream(frames);
            out.writeInt(frame.length);
            out.write(frame);
            out.flush();
        }
    }
}
