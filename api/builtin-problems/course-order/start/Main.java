import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the lexicographically smallest order of the courses 1..n that
    // respects every rule from[i] -> to[i] ("from[i] before to[i]"),
    // or null if no order exists.
    static int[] smallestOrder(int n, int[] from, int[] to) {
        // Write your solution here.
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = i + 1;
        return order;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());

        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] from = new int[m];
        int[] to = new int[m];
        for (int i = 0; i < m; i++) {
            from[i] = Integer.parseInt(st.nextToken());
            to[i] = Integer.parseInt(st.nextToken());
        }

        int[] order = smallestOrder(n, from, to);

        StringBuilder sb = new StringBuilder();
        if (order == null) {
            sb.append("IMPOSSIBLE");
        } else {
            for (int i = 0; i < order.length; i++) {
                if (i > 0) sb.append(' ');
                sb.append(order[i]);
            }
        }
        System.out.println(sb);
    }
}
