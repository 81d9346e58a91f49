import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the number of critical corridors (bridges) in the undirected
    // graph with rooms 1..n and corridors eu[i] - ev[i].
    // Hint: a path of 10^5 rooms is possible, so prefer an iterative DFS
    // (deep recursion overflows Java's default stack).
    static long countBridges(int n, int[] eu, int[] ev) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());

        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] eu = new int[m];
        int[] ev = new int[m];
        for (int i = 0; i < m; i++) {
            eu[i] = Integer.parseInt(st.nextToken());
            ev[i] = Integer.parseInt(st.nextToken());
        }

        System.out.println(countBridges(n, eu, ev));
    }
}
