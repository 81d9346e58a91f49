import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        long val;
        ListNode next;
        ListNode(long val) { this.val = val; }
    }

    // TODO: merge the k sorted lists (some may be empty, i.e. null) into a single
    // sorted list and return its head.
    static ListNode mergeAll(ListNode[] lists) {
        // Write your solution here.
        return lists.length == 0 ? null : lists[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());

        int k = Integer.parseInt(st.nextToken());
        ListNode[] lists = new ListNode[k];
        for (int i = 0; i < k; i++) {
            int len = Integer.parseInt(st.nextToken());
            ListNode dummy = new ListNode(0);
            ListNode tail = dummy;
            for (int j = 0; j < len; j++) {
                tail.next = new ListNode(Long.parseLong(st.nextToken()));
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
        System.out.println(sb);
    }
}
