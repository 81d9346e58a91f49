import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the lexicographically smallest order of the courses 1..n that
    // respects every rule rules[i] = {a, b} ("a before b"), or null if no order exists.
    static int[] smallestOrder(int n, int[][] rules) {
        // Write your solution here.
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = i + 1;
        return order;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt();
        int[] order = smallestOrder(n, in.nextRows(m, 2));
        System.out.println(order == null ? "IMPOSSIBLE" : joined(order));
    }

    // @harness FastReader

    // @harness joined
}
