import java.io.*;

public class Main {
    // TODO: return the minimum number of single-character insertions, deletions
    // and substitutions needed to turn a into b.
    static int editDistance(String a, String b) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        // Read whole lines: a word may be empty, and then its line is empty.
        String a = br.readLine();
        String b = br.readLine();
        a = a == null ? "" : a.trim();
        b = b == null ? "" : b.trim();

        System.out.println(editDistance(a, b));
    }
}
