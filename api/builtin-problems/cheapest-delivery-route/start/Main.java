import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the minimum total cost of a route from depot 1 to depot n
    // using the one-way roads from[i] -> to[i] with cost cost[i],
    // or -1 if depot n cannot be reached. The answer can exceed 32 bits.
    static long cheapestRoute(int n, int[] from, int[] to, long[] cost) {
        // Write your solution here.
        return -1;
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
        long[] cost = new long[m];
        for (int i = 0; i < m; i++) {
            from[i] = Integer.parseInt(st.nextToken());
            to[i] = Integer.parseInt(st.nextToken());
            cost[i] = Long.parseLong(st.nextToken());
        }

        System.out.println(cheapestRoute(n, from, to, cost));
    }
}
