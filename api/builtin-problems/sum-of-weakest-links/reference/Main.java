import java.io.*;
import java.util.*;

public class Main {
    // ending[i]: the sum of the weakest links of the pieces that end at segment i. With p the last
    // segment before i weaker than s[i] (none: -1), the pieces starting after p have s[i] as their
    // weakest, and those starting at or before p have the same weakest as when they ended at p:
    // ending[i] = ending[p] + s[i] * (i - p). A stack of segments with rising strengths finds each
    // p, O(n) in all.
    static long sumOfWeakest(int[] s) {
        int n = s.length;
        long[] ending = new long[n];
        int[] rising = new int[n];
        int top = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && s[rising[top - 1]] >= s[i]) top--;
            int p = top == 0 ? -1 : rising[top - 1];
            ending[i] = (p >= 0 ? ending[p] : 0) + (long) s[i] * (i - p);
            total += ending[i];
            rising[top++] = i;
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(sumOfWeakest(in.nextInts(in.nextInt())));
    }

    // @harness FastReader
}
