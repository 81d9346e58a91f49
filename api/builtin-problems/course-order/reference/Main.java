import java.io.*;
import java.util.*;

public class Main {
    // Kahn's algorithm with a min-heap: always take the smallest available course.
    // Returns null if the rules contain a cycle.
    static int[] smallestOrder(int n, int[] from, int[] to) {
        int m = from.length;
        int[] head = new int[n + 1];
        Arrays.fill(head, -1);
        int[] next = new int[m];
        int[] indegree = new int[n + 1];
        for (int i = 0; i < m; i++) {
            next[i] = head[from[i]];
            head[from[i]] = i;
            indegree[to[i]]++;
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int v = 1; v <= n; v++) if (indegree[v] == 0) ready.add(v);
        int[] order = new int[n];
        int count = 0;
        while (!ready.isEmpty()) {
            int v = ready.poll();
            order[count++] = v;
            for (int e = head[v]; e != -1; e = next[e]) {
                if (--indegree[to[e]] == 0) ready.add(to[e]);
            }
        }
        return count == n ? order : null;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        int m = (int) in.nextLong();
        int[] from = new int[m];
        int[] to = new int[m];
        for (int i = 0; i < m; i++) {
            from[i] = (int) in.nextLong();
            to[i] = (int) in.nextLong();
        }
        int[] order = smallestOrder(n, from, to);
        StringBuilder sb = new StringBuilder();
        if (order == null) {
            sb.append("IMPOSSIBLE");
        } else {
            for (int i = 0; i < n; i++) {
                if (i > 0) sb.append(' ');
                sb.append(order[i]);
            }
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
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
