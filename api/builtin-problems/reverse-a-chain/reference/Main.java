import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    static ListNode reverseList(ListNode head) {
        ListNode prev = null;
        while (head != null) {
            ListNode nxt = head.next;
            head.next = prev;
            prev = head;
            head = nxt;
        }
        return prev;
    }

    public static void main(String[] args) throws IOException {
        printList(reverseList(readList()));
    }

    // @harness FastReader
}
