import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the minimum total cost of a route from depot 1 to depot n
    // using the one-way roads roads[i] = {u, v, w} (from u to v at cost w),
    // or -1 if depot n cannot be reached. The answer can exceed 32 bits.
    static long cheapestRoute(int n, int[][] roads) {
        // Write your solution here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt();
        System.out.println(cheapestRoute(n, in.nextRows(m, 3)));
    }

    // @harness FastReader
}
