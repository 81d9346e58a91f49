import java.io.*;
import java.util.*;

public class Main {
    // Return the numbers (1-based) of the parcels on the first bike, in any order, such that both
    // bikes carry the same weight; or {-1} if there is no such split.
    static int[] firstLoad(int[] w) {
        // TODO: write your solution here
        return new int[]{-1};
    }

    public static void main(String[] args) throws IOException {
        System.out.println(joined(firstLoad(in.nextInts(in.nextInt()))));
    }

    // @harness FastReader

    // @harness joined
}
