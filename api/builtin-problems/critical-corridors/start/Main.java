import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the number of critical corridors (bridges) in the undirected
    // graph with rooms 1..n and corridors corridors[i] = {u, v}.
    // Hint: a path of 10^5 rooms is possible, so prefer an iterative DFS
    // (deep recursion overflows Java's default stack).
    static long countBridges(int n, int[][] corridors) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt();
        System.out.println(countBridges(n, in.nextRows(m, 2)));
    }

    // @harness FastReader
}
