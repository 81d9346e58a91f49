import java.io.*;
import java.util.*;

public class Main {
    // tails[k] = smallest possible last value of a strictly increasing
    // subsequence of length k + 1 seen so far (tails is strictly increasing).
    static int longestRising(int[] a) {
        int[] tails = new int[a.length];
        int len = 0;
        for (int x : a) {
            int lo = 0, hi = len; // first position with tails[pos] >= x
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == len) len++;
        }
        return len;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(longestRising(in.nextInts(in.nextInt())));
    }

    // @harness FastReader
}
