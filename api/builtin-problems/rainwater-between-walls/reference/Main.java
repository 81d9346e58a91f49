import java.io.*;

public class Main {
    // Two pointers: the lower side's running maximum bounds the water above it.
    static long trappedWater(long[] h) {
        int left = 0, right = h.length - 1;
        long leftMax = 0, rightMax = 0, total = 0;
        while (left < right) {
            if (h[left] <= h[right]) {
                leftMax = Math.max(leftMax, h[left]);
                total += leftMax - h[left];
                left++;
            } else {
                rightMax = Math.max(rightMax, h[right]);
                total += rightMax - h[right];
                right--;
            }
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        long[] h = new long[n];
        for (int i = 0; i < n; i++) h[i] = in.nextLong();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(trappedWater(h));
        out.flush();
    }

    static final class FastReader {
        private final DataInputStream in;
        private final byte[] buffer = new byte[1 << 16];
        private int length = 0;
        private int pointer = 0;

        FastReader(InputStream stream) { in = new DataInputStream(stream); }

        private int read() throws IOException {
            if (pointer == length) {
                length = in.read(buffer, 0, buffer.length);
                pointer = 0;
                if (length <= 0) {
                    length = 0;
                    return -1;
                }
            }
            return buffer[pointer++];
        }

        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) {
                if (c == -1) return 0;
                c = read();
            }
            boolean negative = false;
            if (c == '-') {
                negative = true;
                c = read();
            }
            long result = 0;
            while (c >= '0' && c <= '9') {
                result = result * 10 + (c - '0');
                c = read();
            }
            return negative ? -result : result;
        }
    }
}
