import java.io.*;
import java.util.*;

public class Main {
    // Number of contiguous subarrays whose sum equals k.
    static long countSubarrays(long[] a, long k) {
        HashMap<Long, Integer> seen = new HashMap<>(a.length * 2 + 2);
        seen.put(0L, 1); // empty prefix
        long prefix = 0, count = 0;
        for (long x : a) {
            prefix += x;
            Integer c = seen.get(prefix - k);
            if (c != null) count += c;
            seen.merge(prefix, 1, Integer::sum);
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt();
        long k = in.nextLong();
        System.out.println(countSubarrays(in.nextLongs(n), k));
    }

    // @harness FastReader
}
