import java.io.*;
import java.util.*;

public class Main {
    // Rooms are numbered 1..n; doors[i] = {u, v} is an undirected door.
    // Return the number of groups of rooms that are connected to each other.
    static int countGroups(int n, int[][] doors) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt();
        System.out.println(countGroups(n, in.nextRows(m, 2)));
    }

    // @harness FastReader
}
