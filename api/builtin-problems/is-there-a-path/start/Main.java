import java.io.*;
import java.util.*;

public class Main {
    // Vertices are numbered 1..n; adj.get(v) lists the neighbours of v.
    // Return true if t can be reached from s.
    static boolean pathExists(int n, List<List<Integer>> adj, int s, int t) {
        // TODO: write your solution here
        return false;
    }

    public static void main(String[] args) throws IOException {
        FastReader fr = new FastReader(System.in);
        int n = fr.nextInt(), m = fr.nextInt(), s = fr.nextInt(), t = fr.nextInt();
        List<List<Integer>> adj = new ArrayList<>(n + 1);
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            int u = fr.nextInt(), v = fr.nextInt();
            adj.get(u).add(v);
            adj.get(v).add(u);
        }

        System.out.println(pathExists(n, adj, s, t) ? "YES" : "NO");
    }

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
}
