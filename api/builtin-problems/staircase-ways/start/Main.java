import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // Return the number of ways to climb n steps (1 or 2 steps at a time),
    // modulo 1000000007.
    static long countWays(int n) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(countWays(in.nextInt()));
    }

    // @harness FastReader
}
