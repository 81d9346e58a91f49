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
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());

        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());

        System.out.println(countSubarrays(a, k));
    }
}
