import java.io.*;
import java.util.*;

public class Main {
    // Guesses g and returns the judge's answer: "<" (the secret is smaller), ">" (larger) or "=".
    static String ask(long g) throws IOException {
        System.out.println(g);
        System.out.flush(); // the judge answers only once it has the line
        return in.next();
    }

    // Binary search: the secret is in [lo, hi]; each guess at the middle halves it, so at most
    // floor(log2 n) + 1 guesses.
    static void findSecret(long n) throws IOException {
        long lo = 1, hi = n;
        while (lo <= hi) {
            long mid = lo + (hi - lo) / 2;
            String reply = ask(mid);
            if (reply.equals("=")) return;
            if (reply.equals("<")) hi = mid - 1;
            else lo = mid + 1;
        }
    }

    public static void main(String[] args) throws IOException {
        findSecret(in.nextLong());
    }

    // @harness FastReader
}
