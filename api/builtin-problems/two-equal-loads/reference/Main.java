import java.io.*;
import java.util.*;

public class Main {
    // 0/1 knapsack over the parcels from the last to the first: by[s] is the parcel whose taking
    // first made weight s reachable (-1: not yet), from a weight the parcels after it reached.
    // Following by[] back from half the total takes each parcel at most once.
    static int[] firstLoad(int[] w) {
        int total = Arrays.stream(w).sum();
        if (total % 2 != 0) return new int[]{-1};
        int half = total / 2;
        int[] by = new int[half + 1];
        Arrays.fill(by, -1);
        boolean[] reachable = new boolean[half + 1];
        reachable[0] = true;
        for (int i = w.length - 1; i >= 0; i--)
            for (int s = half; s >= w[i]; s--)
                if (!reachable[s] && reachable[s - w[i]]) {
                    reachable[s] = true;
                    by[s] = i;
                }
        if (!reachable[half]) return new int[]{-1};
        List<Integer> parcels = new ArrayList<>();
        for (int s = half; s > 0; s -= w[by[s]]) parcels.add(by[s] + 1);
        return parcels.stream().mapToInt(Integer::intValue).toArray();
    }

    public static void main(String[] args) throws IOException {
        System.out.println(joined(firstLoad(in.nextInts(in.nextInt()))));
    }

    // @harness FastReader

    // @harness joined
}
