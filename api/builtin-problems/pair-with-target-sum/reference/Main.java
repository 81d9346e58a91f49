import java.io.*;
import java.util.*;

public class Main {
    // value -> first index where it was seen
    static int[] findPair(long[] a, long target) {
        HashMap<Long, Integer> seen = new HashMap<>(2 * a.length + 1);
        for (int j = 0; j < a.length; j++) {
            Integer i = seen.get(target - a[j]);
            if (i != null) return new int[]{i, j};
            seen.putIfAbsent(a[j], j);
        }
        return new int[]{-1, -1}; // unreachable: a valid pair is guaranteed
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt();
        long target = in.nextLong();
        System.out.println(joined(findPair(in.nextLongs(n), target)));
    }

    // @harness FastReader

    // @harness joined
}
