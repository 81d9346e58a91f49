import java.io.*;
import java.util.*;

public class Main {
    // Kahn's algorithm with a min-heap: always take the smallest available course.
    // Returns null if the rules contain a cycle.
    static int[] smallestOrder(int n, int[][] rules) {
        int m = rules.length;
        int[] head = new int[n + 1];
        Arrays.fill(head, -1);
        int[] next = new int[m];
        int[] indegree = new int[n + 1];
        for (int i = 0; i < m; i++) {
            next[i] = head[rules[i][0]];
            head[rules[i][0]] = i;
            indegree[rules[i][1]]++;
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int v = 1; v <= n; v++) if (indegree[v] == 0) ready.add(v);
        int[] order = new int[n];
        int count = 0;
        while (!ready.isEmpty()) {
            int v = ready.poll();
            order[count++] = v;
            for (int e = head[v]; e != -1; e = next[e]) {
                if (--indegree[rules[e][1]] == 0) ready.add(rules[e][1]);
            }
        }
        return count == n ? order : null;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt();
        int[] order = smallestOrder(n, in.nextRows(m, 2));
        System.out.println(order == null ? "IMPOSSIBLE" : joined(order));
    }

    // @harness FastReader

    // @harness joined
}
