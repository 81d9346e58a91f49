import java.io.*;

public class Main {
    static final class ListNode {
        long val;
        ListNode next;
        ListNode(long val) { this.val = val; }
    }

    // Rotate the list to the right by k places and return the new head.
    static ListNode rotateRight(ListNode head, long k) {
        if (head == null || head.next == null) return head;
        long len = 1;
        ListNode tail = head;
        while (tail.next != null) {
            tail = tail.next;
            len++;
        }
        long shift = k % len;
        if (shift == 0) return head;
        ListNode newTail = head;
        for (long i = 1; i < len - shift; i++) newTail = newTail.next;
        ListNode newHead = newTail.next;
        newTail.next = null;
        tail.next = head;
        return newHead;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(in.nextLong());
            tail = tail.next;
        }
        long k = in.nextLong();
        ListNode head = rotateRight(dummy.next, k);
        StringBuilder sb = new StringBuilder();
        for (ListNode cur = head; cur != null; cur = cur.next) {
            if (cur != head) sb.append(' ');
            sb.append(cur.val);
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
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
