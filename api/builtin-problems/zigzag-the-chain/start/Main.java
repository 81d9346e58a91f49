import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        long val;
        ListNode next;
        ListNode(long val) { this.val = val; }
    }

    // TODO: reorder the list L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ...
    // by relinking the nodes (the head stays the same).
    static void zigzag(ListNode head) {
        // Write your solution here.
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
        ListNode head = dummy.next;

        zigzag(head);

        StringBuilder sb = new StringBuilder();
        for (ListNode cur = head; cur != null; cur = cur.next) {
            if (cur != head) sb.append(' ');
            sb.append(cur.val);
        }
        System.out.println(sb);
    }
}
