import java.io.*;
import java.util.*;

public class Main {
    // Is there a stretch of at least k values whose average is at least avg? Subtract avg from
    // every value: the question becomes whether some stretch of at least k has a sum >= 0, that is
    // whether some prefix sum P[r] minus the smallest prefix sum P[l] with l <= r - k is >= 0.
    static boolean reaches(int[] a, int k, double avg) {
        int n = a.length;
        double[] prefix = new double[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (a[i] - avg);
        double lowest = prefix[0];
        for (int r = k; r <= n; r++) {
            lowest = Math.min(lowest, prefix[r - k]);
            if (prefix[r] - lowest >= 0) return true;
        }
        return false;
    }

    // Binary search on the answer: it lies between the smallest and the largest value.
    static double highestAverage(int[] a, int k) {
        double lo = Arrays.stream(a).min().getAsInt(), hi = Arrays.stream(a).max().getAsInt();
        for (int step = 0; step < 60; step++) {
            double mid = (lo + hi) / 2;
            if (reaches(a, k, mid)) lo = mid;
            else hi = mid;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt();
        int k = in.nextInt();
        System.out.println(highestAverage(in.nextInts(n), k));
    }

    // @harness FastReader
}
