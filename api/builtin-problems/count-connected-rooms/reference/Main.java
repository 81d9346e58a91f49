import java.io.*;
import java.util.*;

public class Main {
    static int[] parent, size;

    static int findRoot(int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) { // path compression
            int nxt = parent[x];
            parent[x] = root;
            x = nxt;
        }
        return root;
    }

    static boolean unite(int a, int b) {
        a = findRoot(a);
        b = findRoot(b);
        if (a == b) return false;
        if (size[a] < size[b]) { int t = a; a = b; b = t; }
        parent[b] = a;
        size[a] += size[b];
        return true;
    }

    // Union-find: every door that joins two groups leaves one group fewer.
    static int countGroups(int n, int[][] doors) {
        parent = new int[n + 1];
        size = new int[n + 1];
        for (int i = 0; i <= n; i++) { parent[i] = i; size[i] = 1; }
        int groups = n;
        for (int[] door : doors) if (unite(door[0], door[1])) groups--;
        return groups;
    }

    public static void main(String[] args) throws IOException {
        int n = in.nextInt(), m = in.nextInt();
        System.out.println(countGroups(n, in.nextRows(m, 2)));
    }

    // @harness FastReader
}
