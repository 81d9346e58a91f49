import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the minimum number of coins (each denomination can be used
    // any number of times) whose values add up to exactly amount, or -1.
    static int fewestCoins(long[] coins, int amount) {
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
        int amount = Integer.parseInt(st.nextToken());
        long[] coins = new long[n];
        for (int i = 0; i < n; i++) coins[i] = Long.parseLong(st.nextToken());

        System.out.println(fewestCoins(coins, amount));
    }
}
