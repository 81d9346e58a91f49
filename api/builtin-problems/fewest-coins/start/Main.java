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
        int n = in.nextInt();
        int amount = in.nextInt();
        System.out.println(fewestCoins(in.nextLongs(n), amount));
    }

    // @harness FastReader
}
