import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        long val;
        ListNode next;
        ListNode(long val) { this.val = val; }
    }

    // TODO: rotate the list to the right by k places and return the new head.
    // Note: k can be up to 10^18 (it still fits in a long).
    static ListNode rotateRight(ListNode head, long k) {
        // Write your solution here.
        return head;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());

        int n = Integer.parseInt(st.nextToken());
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(Long.parseLong(st.nextToken()));
            tail = tail.next;
        }
        long k = Long.parseLong(st.nextToken());

        ListNode head = rotateRight(dummy.next, k);

        StringBuilder sb = new StringBuilder();
        for (ListNode cur = head; cur != null; cur = cur.next) {
            if (cur != head) sb.append(' ');
            sb.append(cur.val);
        }
        System.out.println(sb);
    }
}
