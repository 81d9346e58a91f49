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
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());

        int n = Integer.parseInt(st.nextToken());
        long[] h = new long[n];
        for (int i = 0; i < n; i++) h[i] = Long.parseLong(st.nextToken());

        System.out.println(trappedWater(h));
    }
}
