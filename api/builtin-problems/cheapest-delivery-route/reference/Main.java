import java.io.*;
import java.util.*;

public class Main {
    // Dijkstra with a binary heap. Returns the minimum cost from 1 to n, or -1.
    static long cheapestRoute(int n, int[][] roads) {
        int[] head = new int[n + 1];
        Arrays.fill(head, -1);
        int[] next = new int[roads.length];
        for (int i = 0; i < roads.length; i++) {
            next[i] = head[roads[i][0]];
            head[roads[i][0]] = i;
        }
        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        // {cost so far, depot}, cheapest first; an entry whose cost is no longer the depot's is stale.
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        dist[1] = 0;
        heap.add(new long[] {0, 1});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int v = (int) top[1];
            if (d != dist[v]) continue; // stale entry
            if (v == n) break;
            for (int e = head[v]; e != -1; e = next[e]) {
                long nd = d + roads[e][2];
                int u = roads[e][1];
                if (nd < dist[u]) {
                    dist[u] = nd;
                    heap.add(new long[] {nd, u});
                }
            }
        }
        return dist[n] == Long.MAX_VALUE ? -1 : dist[n];
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt();
        System.out.println(cheapestRoute(n, in.nextRows(m, 3)));
    }

    // @harness FastReader
}
