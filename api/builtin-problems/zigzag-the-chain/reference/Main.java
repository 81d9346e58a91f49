import java.io.*;

public class Main {
    // @harness chain

    // Reorder L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ... in place, O(1) extra space.
    static void zigzag(ListNode head) {
        if (head == null || head.next == null) return;
        ListNode slow = head, fast = head;
        while (fast.next != null && fast.next.next != null) {
            slow = slow.next;
            fast = fast.next.next;
        }
        ListNode prev = null, cur = slow.next;
        slow.next = null;
        while (cur != null) {
            ListNode nxt = cur.next;
            cur.next = prev;
            prev = cur;
            cur = nxt;
        }
        ListNode a = head, b = prev;
        while (b != null) {
            ListNode an = a.next, bn = b.next;
            a.next = b;
            b.next = an;
            a = an;
            b = bn;
        }
    }

    public static void main(String[] args) throws IOException {
        ListNode head = readList();
        zigzag(head);
        printList(head);
    }

    // @harness FastReader
}
