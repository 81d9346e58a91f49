import java.io.*;
import java.util.*;

public class Main {
    // Breadth-first search from s over compressed adjacency lists (CSR):
    // the neighbours of v are adj[start[v] .. start[v+1]).
    static boolean pathExists(int n, int[][] roads, int s, int t) {
        int[] start = new int[n + 2];
        for (int[] road : roads) {
            start[road[0] + 1]++;
            start[road[1] + 1]++;
        }
        for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        int[] fill = start.clone();
        int[] adj = new int[2 * roads.length];
        for (int[] road : roads) {
            adj[fill[road[0]]++] = road[1];
            adj[fill[road[1]]++] = road[0];
        }
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
        return seen[t];
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt(), s = in.nextInt(), t = in.nextInt();
        System.out.println(pathExists(n, in.nextRows(m, 2), s, t) ? "YES" : "NO");
    }

    // @harness FastReader
}
