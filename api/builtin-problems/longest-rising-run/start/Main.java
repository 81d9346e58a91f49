import java.io.*;
import java.util.*;

public class Main {
    // Return the length of the longest strictly increasing subsequence of a.
    // n can be up to 100000, so an O(n^2) approach is too slow.
    static int longestRising(int[] a) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(longestRising(in.nextInts(in.nextInt())));
    }

    // @harness FastReader
}
