import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // ways(i) = ways(i - 1) + ways(i - 2), with ways(0) = ways(1) = 1
    static long countWays(int n) {
        long prev = 1, cur = 1;
        for (int i = 2; i <= n; i++) {
            long nxt = (prev + cur) % MOD;
            prev = cur;
            cur = nxt;
        }
        return cur;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(countWays(in.nextInt()));
    }

    // @harness FastReader
}
