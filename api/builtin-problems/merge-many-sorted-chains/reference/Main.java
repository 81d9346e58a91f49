import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        long val;
        ListNode next;
        ListNode(long val) { this.val = val; }
    }

    // Merge k sorted lists into one sorted list using a min-heap of the current heads.
    static ListNode mergeAll(ListNode[] lists) {
        PriorityQueue<ListNode> heap = new PriorityQueue<>(Math.max(1, lists.length),
                (a, b) -> Long.compare(a.val, b.val));
        for (ListNode h : lists) if (h != null) heap.add(h);
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        while (!heap.isEmpty()) {
            ListNode node = heap.poll();
            tail.next = node;
            tail = node;
            if (node.next != null) heap.add(node.next);
        }
        tail.next = null;
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int k = (int) in.nextLong();
        ListNode[] lists = new ListNode[k];
        for (int i = 0; i < k; i++) {
            int len = (int) in.nextLong();
            ListNode dummy = new ListNode(0);
            ListNode tail = dummy;
            for (int j = 0; j < len; j++) {
                tail.next = new ListNode(in.nextLong());
                tail = tail.next;
            }
            lists[i] = dummy.next;
        }
        ListNode head = mergeAll(lists);
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
