import java.io.*;

public class Main {
    // TODO: return the length of the longest contiguous substring of s
    // that is a well-formed bracket sequence.
    static int longestBalanced(String s) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine(); // the line may be empty
        s = s == null ? "" : s.trim();

        System.out.println(longestBalanced(s));
    }
}
