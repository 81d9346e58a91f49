import java.io.*;
import java.util.*;

public class Main {
    // Kadane: cur is the best sum of a stretch ending at the current position.
    static long bestStretch(long[] a) {
        long best = a[0], cur = 0;
        for (long x : a) {
            cur = Math.max(x, cur + x);
            best = Math.max(best, cur);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(bestStretch(in.nextLongs(in.nextInt())));
    }

    // @harness FastReader
}
