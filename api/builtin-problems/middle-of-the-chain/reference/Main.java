import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // Slow/fast pointers: when fast reaches the end, slow is at the middle
    // (the second middle when the length is even).
    static ListNode middleNode(ListNode head) {
        ListNode slow = head, fast = head;
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
        }
        return slow;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(middleNode(readList()).val);
    }

    // @harness FastReader
}
