import java.io.*;

public class Main {
    // Minimum number of insertions, deletions and substitutions turning a into b.
    static int editDistance(String a, String b) {
        int n = a.length(), m = b.length();
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;
        for (int i = 1; i <= n; i++) {
            cur[0] = i;
            char ca = a.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                int best = prev[j - 1] + (ca == b.charAt(j - 1) ? 0 : 1); // keep or substitute
                if (prev[j] + 1 < best) best = prev[j] + 1;                 // delete
                if (cur[j - 1] + 1 < best) best = cur[j - 1] + 1;           // insert
                cur[j] = best;
            }
            int[] tmp = prev;
            prev = cur;
            cur = tmp;
        }
        return prev[m];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String a = br.readLine();
        String b = br.readLine();
        // A missing line counts as an empty word; strip stray whitespace such as '\r'.
        a = a == null ? "" : a.trim();
        b = b == null ? "" : b.trim();
        System.out.println(editDistance(a, b));
    }
}
