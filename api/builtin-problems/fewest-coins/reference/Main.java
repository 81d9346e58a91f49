import java.io.*;
import java.util.*;

public class Main {
    // Minimum number of coins (unlimited supply of each) summing to amount, or -1.
    static int fewestCoins(long[] coins, int amount) {
        final int INF = Integer.MAX_VALUE / 2;
        int[] best = new int[amount + 1];
        Arrays.fill(best, INF);
        best[0] = 0;
        for (long c : coins) {
            if (c > amount) continue;
            int coin = (int) c;
            for (int s = coin; s <= amount; s++) {
                if (best[s - coin] + 1 < best[s]) best[s] = best[s - coin] + 1;
            }
        }
        return best[amount] >= INF ? -1 : best[amount];
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt();
        int amount = in.nextInt();
        System.out.println(fewestCoins(in.nextLongs(n), amount));
    }

    // @harness FastReader
}
