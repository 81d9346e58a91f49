import java.io.*;
import java.util.*;

public class Main {
    // TODO: return the total amount of water trapped between the walls.
    // The answer can exceed 32 bits.
    static long trappedWater(long[] h) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(trappedWater(in.nextLongs(in.nextInt())));
    }

    // @harness FastReader
}
