import java.io.*;
import java.util.*;

public class Main {
    // Dijkstra with a binary heap. Returns the minimum cost from 1 to n, or -1.
    static long cheapestRoute(int n, int[] from, int[] to, long[] cost) {
        int m = from.length;
        int[] head = new int[n + 1];
        Arrays.fill(head, -1);
        int[] next = new int[m];
        for (int i = 0; i < m; i++) {
            next[i] = head[from[i]];
            head[from[i]] = i;
        }
        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        // Binary min-heap of (key, vertex) with lazy deletion; at most m + 1 entries.
        long[] hk = new long[m + 2];
        int[] hv = new int[m + 2];
        int size = 0;
        dist[1] = 0;
        hk[0] = 0;
        hv[0] = 1;
        size = 1;
        while (size > 0) {
            long d = hk[0];
            int v = hv[0];
            // pop
            size--;
            long lk = hk[size];
            int lv = hv[size];
            int i = 0;
            while (true) {
                int c = 2 * i + 1;
                if (c >= size) break;
                if (c + 1 < size && hk[c + 1] < hk[c]) c++;
                if (hk[c] >= lk) break;
                hk[i] = hk[c];
                hv[i] = hv[c];
                i = c;
            }
            hk[i] = lk;
            hv[i] = lv;

            if (d != dist[v]) continue; // stale entry
            if (v == n) break;
            for (int e = head[v]; e != -1; e = next[e]) {
                long nd = d + cost[e];
                int u = to[e];
                if (nd < dist[u]) {
                    dist[u] = nd;
                    // push
                    int j = size++;
                    while (j > 0) {
                        int p = (j - 1) >> 1;
                        if (hk[p] <= nd) break;
                        hk[j] = hk[p];
                        hv[j] = hv[p];
                        j = p;
                    }
                    hk[j] = nd;
                    hv[j] = u;
                }
            }
        }
        return dist[n] == Long.MAX_VALUE ? -1 : dist[n];
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        int m = (int) in.nextLong();
        int[] from = new int[m];
        int[] to = new int[m];
        long[] cost = new long[m];
        for (int i = 0; i < m; i++) {
            from[i] = (int) in.nextLong();
            to[i] = (int) in.nextLong();
            cost[i] = in.nextLong();
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(cheapestRoute(n, from, to, cost));
        out.flush();
    }

    static final class FastReader {
        private final DataInputStream in;
        private final byte[] buffer = new byte[1 << 16];
        private int length = 0;
        private int pointer = 0;

        FastReader(InputStream stream) { in = new DataInputStream(stream); }

        private int read() throws IOException {
            if (pointer == length) {
                length = in.read(buffer, 0, buffer.length);
                pointer = 0;
                if (length <= 0) {
                    length = 0;
                    return -1;
                }
            }
            return buffer[pointer++];
        }

        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) {
                if (c == -1) return 0;
                c = read();
            }
            boolean negative = false;
            if (c == '-') {
                negative = true;
                c = read();
            }
            long result = 0;
            while (c >= '0' && c <= '9') {
                result = result * 10 + (c - '0');
                c = read();
            }
            return negative ? -result : result;
        }
    }
}
