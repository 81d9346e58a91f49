import java.io.*;
import java.util.*;

public class Main {
    // Counts bridges with Tarjan's low-link values, using an explicit stack
    // instead of recursion so that very deep graphs (long paths) are safe.
    static long countBridges(int n, int[][] corridors) {
        int m = corridors.length;
        int[] head = new int[n + 1];
        Arrays.fill(head, -1);
        int[] next = new int[2 * m];
        int[] to = new int[2 * m];
        for (int i = 0; i < m; i++) {
            int u = corridors[i][0], v = corridors[i][1];
            // edge ids 2i and 2i+1 are the two directions of corridor i (id ^ 1 = reverse)
            to[2 * i] = v; next[2 * i] = head[u]; head[u] = 2 * i;
            to[2 * i + 1] = u; next[2 * i + 1] = head[v]; head[v] = 2 * i + 1;
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
        int n = in.nextInt(), m = in.nextInt();
        System.out.println(countBridges(n, in.nextRows(m, 2)));
    }

    // @harness FastReader
}
