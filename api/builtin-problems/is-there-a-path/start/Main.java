import java.io.*;
import java.util.*;

public class Main {
    // Towns are numbered 1..n; roads[i] = {u, v} is a two-way road.
    // Return true if t can be reached from s.
    static boolean pathExists(int n, int[][] roads, int s, int t) {
        // TODO: write your solution here
        return false;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt(), s = in.nextInt(), t = in.nextInt();
        System.out.println(pathExists(n, in.nextRows(m, 2), s, t) ? "YES" : "NO");
    }

    // @harness FastReader
}
