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
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        int amount = (int) in.nextLong();
        long[] coins = new long[n];
        for (int i = 0; i < n; i++) coins[i] = in.nextLong();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(fewestCoins(coins, amount));
        out.flush();
    }

    static final class FastReader {
        private final DataInputStream in;
        private final byte[] buffer = new byte[1 << 16];
        private int length = 0;
        private int pointer = 0;

        FastReader(InputStream stream) { in = new DataInputStream(stream); }

        private int read() throws IOException {
            if (pointer == length) {
                length = in.read(buffer, 0, buffer.length);
                pointer = 0;
                if (length <= 0) {
                    length = 0;
                    return -1;
                }
            }
            return buffer[pointer++];
        }

        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) {
                if (c == -1) return 0;
                c = read();
            }
            boolean negative = false;
            if (c == '-') {
                negative = true;
                c = read();
            }
            long result = 0;
            while (c >= '0' && c <= '9') {
                result = result * 10 + (c - '0');
                c = read();
            }
            return negative ? -result : result;
        }
    }
}
