import java.io.*;
import java.util.*;

public class Main {
    // grid has R rows of C characters each: '.', '#', 'S' or 'E'.
    // Return the minimum number of moves from 'S' to 'E', or -1 if impossible.
    static int shortestEscape(int R, int C, char[][] grid) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        int R = in.nextInt(), C = in.nextInt();
        System.out.println(shortestEscape(R, C, in.nextGrid(R)));
    }

    // @harness FastReader
}
