// Rockman's entry point (see rockman/languages/java/toolchain.py). Reads the nonce before any
// class of the program or the suite is initialised, runs the suite's Main.main, and prints the
// nonce only if it returned.
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

public final class RockmanEntry {
    private RockmanEntry() {}

    private static boolean isHex(int c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    // Byte by byte from fd 0 (not System.in, which buffers): nothing past the line is taken.
    private static String readNonce() {
        FileInputStream in = new FileInputStream(FileDescriptor.in);
        StringBuilder nonce = new StringBuilder(/*@NONCE_HEX_CHARS*/32/*@*/);
        try {
            for (int c = in.read(); c != -1 && c != '\n'; c = in.read()) {
                if (c == '\r') continue;
                if (nonce.length() == /*@NONCE_HEX_CHARS*/32/*@*/ || !isHex(c)) return null;
                nonce.append((char) c);
            }
        } catch (IOException e) {
            return null;
        }
        return nonce.length() == /*@NONCE_HEX_CHARS*/32/*@*/ ? nonce.toString() : null;
    }

    public static void main(String[] args) {
        String nonce = readNonce();
        if (nonce == null) {
            System.err.println("rockman: expected a nonce line on stdin");
            System.err.flush();
            Runtime.getRuntime().halt(2);
        }
        try {
            Main.main(new String[0]);
        } catch (Throwable failure) {
            System.out.flush();
            try {
                System.err.print("Exception in thread \"main\" ");
                failure.printStackTrace();
            } catch (Throwable ignored) {
                // out of memory even for the report: the exit status still says it failed
            }
            System.err.flush();
            Runtime.getRuntime().halt(1);
        }
        System.out.flush();
        System.err.flush();
        byte[] line = ("\n" + nonce + "\n").getBytes(StandardCharsets.US_ASCII);
        try {
            new FileOutputStream(FileDescriptor.out).write(line);
        } catch (IOException e) {
            Runtime.getRuntime().halt(3);
        }
        Runtime.getRuntime().halt(0);
    }
}
