import java.io.*;
import java.util.*;

public class Main {
    // Return the sum, over all pieces s[l..r], of the piece's weakest segment min(s[l..r]).
    static long sumOfWeakest(int[] s) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(sumOfWeakest(in.nextInts(in.nextInt())));
    }

    // @harness FastReader
}
