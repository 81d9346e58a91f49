import java.io.*;

public class Main {
    // @harness chain

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
        printList(rotateRight(readList(), in.nextLong()));
    }

    // @harness FastReader
}
