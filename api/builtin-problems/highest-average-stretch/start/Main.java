import java.io.*;
import java.util.*;

public class Main {
    // Return the highest average of a stretch of at least k consecutive values of a.
    static double highestAverage(int[] a, int k) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt();
        int k = in.nextInt();
        // A double prints with all its digits (1e-7 as 1.0E-7, which is accepted too).
        System.out.println(highestAverage(in.nextInts(n), k));
    }

    // @harness FastReader
}
