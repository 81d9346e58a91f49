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
        int n = fr.nextInt(), m = fr.nextInt(), s = fr.nextInt(), t = fr.nextInt();
        int[] eu = new int[m], ev = new int[m];
        int[] start = new int[n + 2];
        for (int i = 0; i < m; i++) {
            eu[i] = fr.nextInt();
            ev[i] = fr.nextInt();
            start[eu[i] + 1]++;
            start[ev[i] + 1]++;
        }
        // Compressed adjacency lists (CSR): neighbours of v are adj[start[v] .. start[v+1]).
        for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        int[] fill = start.clone();
        int[] adj = new int[2 * m];
        for (int i = 0; i < m; i++) {
            adj[fill[eu[i]]++] = ev[i];
            adj[fill[ev[i]]++] = eu[i];
        }
        // Breadth-first search from s.
        boolean[] seen = new boolean[n + 1];
        int[] queue = new int[n];
        int qh = 0, qt = 0;
        queue[qt++] = s;
        seen[s] = true;
        while (qh < qt) {
            int u = queue[qh++];
            for (int k = start[u]; k < start[u + 1]; k++) {
                int w = adj[k];
                if (!seen[w]) {
                    seen[w] = true;
                    queue[qt++] = w;
                }
            }
        }
        System.out.println(seen[t] ? "YES" : "NO");
    }
}
