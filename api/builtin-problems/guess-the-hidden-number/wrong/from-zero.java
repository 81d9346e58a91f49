import java.io.*;
import java.util.*;

public class Main {
    // A binary search over [0, n], as if the numbers started at 0: when the secret is 1, it ends
    // up guessing 0, outside [1, n].
    public static void main(String[] args) throws IOException {
        long n = in.nextLong();
        long lo = 0, hi = n;
        while (lo <= hi) {
            long mid = lo + (hi - lo) / 2;
            System.out.println(mid);
            System.out.flush();
            String reply = in.next();
            if (reply.equals("=")) return;
            if (reply.equals("<")) hi = mid - 1;
            else lo = mid + 1;
        }
    }

    // @harness FastReader
}
