import java.io.*;
import java.util.*;

public class Main {
    // Return the largest sum of a non-empty contiguous stretch of a.
    // The answer may not fit in a 32-bit int.
    static long bestStretch(long[] a) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(bestStretch(in.nextLongs(in.nextInt())));
    }

    // @harness FastReader
}
