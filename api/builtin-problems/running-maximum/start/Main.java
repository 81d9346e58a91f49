import java.io.*;
import java.util.*;

public class Main {
    // Return an array whose i-th element is max(a[0], a[1], ..., a[i]).
    static long[] runningMax(long[] a) {
        // TODO: write your solution here
        return a.clone();
    }

    public static void main(String[] args) throws IOException {
        System.out.println(joined(runningMax(in.nextLongs(in.nextInt()))));
    }

    // @harness FastReader

    // @harness joined
}
