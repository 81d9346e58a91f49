import java.io.*;
import java.util.*;

public class Main {
    // Counts bridges with Tarjan's low-link values, using an explicit stack
    // instead of recursion so that very deep graphs (long paths) are safe.
    static long countBridges(int n, int[] eu, int[] ev) {
        int m = eu.length;
        int[] head = new int[n + 1];
        Arrays.fill(head, -1);
        int[] next = new int[2 * m];
        int[] to = new int[2 * m];
        for (int i = 0; i < m; i++) {
            // edge ids 2i and 2i+1 are the two directions of corridor i (id ^ 1 = reverse)
            to[2 * i] = ev[i]; next[2 * i] = head[eu[i]]; head[eu[i]] = 2 * i;
            to[2 * i + 1] = eu[i]; next[2 * i + 1] = head[ev[i]]; head[ev[i]] = 2 * i + 1;
        }
        int[] tin = new int[n + 1];
        int[] low = new int[n + 1];
        int[] iter = new int[n + 1];
        int[] parentEdge = new int[n + 1];
        int[] stack = new int[n + 1];
        int timer = 0;
        long bridges = 0;
        for (int s = 1; s <= n; s++) {
            if (tin[s] != 0) continue;
            tin[s] = low[s] = ++timer;
            parentEdge[s] = -1;
            iter[s] = head[s];
            int sp = 0;
            stack[sp++] = s;
            while (sp > 0) {
                int v = stack[sp - 1];
                if (iter[v] != -1) {
                    int e = iter[v];
                    iter[v] = next[e];
                    if ((e ^ 1) == parentEdge[v]) continue;
                    int u = to[e];
                    if (tin[u] == 0) {
                        tin[u] = low[u] = ++timer;
                        parentEdge[u] = e;
                        iter[u] = head[u];
                        stack[sp++] = u;
                    } else if (tin[u] < low[v]) {
                        low[v] = tin[u];
                    }
                } else {
                    sp--;
                    if (parentEdge[v] != -1) {
                        int p = to[parentEdge[v] ^ 1];
                        if (low[v] < low[p]) low[p] = low[v];
                        if (low[v] > tin[p]) bridges++;
                    }
                }
            }
        }
        return bridges;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        int m = (int) in.nextLong();
        int[] eu = new int[m];
        int[] ev = new int[m];
        for (int i = 0; i < m; i++) {
            eu[i] = (int) in.nextLong();
            ev[i] = (int) in.nextLong();
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(countBridges(n, eu, ev));
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
