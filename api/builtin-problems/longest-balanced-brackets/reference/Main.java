import java.io.*;

public class Main {
    // dp[i] = length of the longest well-formed substring that ends exactly at i.
    static int longestBalanced(byte[] s, int n) {
        int[] dp = new int[n];
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (s[i] != ')') continue;
            if (s[i - 1] == '(') {
                dp[i] = 2 + (i >= 2 ? dp[i - 2] : 0);
            } else {
                int j = i - dp[i - 1] - 1;
                if (j >= 0 && s[j] == '(') {
                    dp[i] = dp[i - 1] + 2 + (j >= 1 ? dp[j - 1] : 0);
                }
            }
            if (dp[i] > best) best = dp[i];
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        byte[] raw = in.readAllBytes();
        // Keep the bracket characters of the first line (the line may be empty or missing).
        byte[] s = new byte[raw.length];
        int n = 0;
        for (byte b : raw) {
            if (b == '\n') break;
            if (b == '(' || b == ')') s[n++] = b;
        }
        System.out.println(longestBalanced(s, n));
    }
}
