import java.io.*;
import java.util.*;

public class Main {
    // The best reading so far, after each reading.
    static long[] runningMax(long[] a) {
        long[] res = new long[a.length];
        long best = Long.MIN_VALUE;
        for (int i = 0; i < a.length; i++) res[i] = best = Math.max(best, a[i]);
        return res;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(joined(runningMax(in.nextLongs(in.nextInt()))));
    }

    // @harness FastReader

    // @harness joined
}
