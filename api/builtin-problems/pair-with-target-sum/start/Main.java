import java.io.*;
import java.util.*;

public class Main {
    // Return {i, j} with i < j such that a[i] + a[j] == target.
    // Careful: a[i] + a[j] may not fit in a 32-bit int.
    static int[] findPair(long[] a, long target) {
        // TODO: write your solution here
        return new int[]{0, 1};
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt();
        long target = in.nextLong();
        System.out.println(joined(findPair(in.nextLongs(n), target)));
    }

    // @harness FastReader

    // @harness joined
}
