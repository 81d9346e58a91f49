import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the number of contiguous subarrays of a whose sum equals k.
    // The answer can exceed 32 bits.
    static long countSubarrays(long[] a, long k) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt();
        long k = in.nextLong();
        System.out.println(countSubarrays(in.nextLongs(n), k));
    }

    // @harness FastReader
}
