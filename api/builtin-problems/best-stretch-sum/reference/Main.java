import java.io.*;
import java.util.*;

public class Main {
    // Fast whitespace-separated token reader.
    private static final class FastReader {
        private final DataInputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len = 0, ptr = 0;

        FastReader(InputStream is) { in = new DataInputStream(is); }

        private int read() throws IOException {
            if (ptr == len) {
                len = in.read(buf, 0, buf.length);
                ptr = 0;
                if (len <= 0) { len = 0; return -1; }
            }
            return buf[ptr++];
        }

        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) {
                if (c == -1) throw new IOException("unexpected end of input");
                c = read();
            }
            boolean neg = false;
            if (c == '-') { neg = true; c = read(); }
            long r = 0;
            while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
            return neg ? -r : r;
        }

        int nextInt() throws IOException { return (int) nextLong(); }

        String next() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            if (c == -1) throw new IOException("unexpected end of input");
            StringBuilder sb = new StringBuilder();
            while (c > ' ') { sb.append((char) c); c = read(); }
            return sb.toString();
        }
    }

    public static void main(String[] args) throws IOException {
        FastReader fr = new FastReader(System.in);
        int n = fr.nextInt();
        // Kadane: cur = best sum of a stretch ending at the current position.
        long best = Long.MIN_VALUE, cur = 0;
        for (int i = 0; i < n; i++) {
            long x = fr.nextLong();
            cur = (i == 0) ? x : Math.max(x, cur + x);
            best = Math.max(best, cur);
        }
        System.out.println(best);
    }
}
