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
        System.out.println(trappedWater(in.nextLongs(in.nextInt())));
    }

    // @harness FastReader
}
