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
        int R = fr.nextInt(), C = fr.nextInt();
        char[][] g = new char[R][];
        for (int r = 0; r < R; r++) g[r] = fr.next().toCharArray();

        int start = -1, goal = -1;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                if (g[r][c] == 'S') start = r * C + c;
                if (g[r][c] == 'E') goal = r * C + c;
            }

        // Breadth-first search: cells are reached in order of their distance.
        int[] dist = new int[R * C];
        Arrays.fill(dist, -1);
        int[] queue = new int[R * C];
        int qh = 0, qt = 0;
        dist[start] = 0;
        queue[qt++] = start;
        int[] dr = {1, -1, 0, 0};
        int[] dc = {0, 0, 1, -1};
        while (qh < qt && dist[goal] < 0) {
            int cell = queue[qh++];
            int r = cell / C, c = cell % C;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
                if (g[nr][nc] == '#') continue;
                int id = nr * C + nc;
                if (dist[id] >= 0) continue;
                dist[id] = dist[cell] + 1;
                queue[qt++] = id;
            }
        }
        System.out.println(dist[goal]);
    }
}
