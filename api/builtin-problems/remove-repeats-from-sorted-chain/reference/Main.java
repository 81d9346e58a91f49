import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // Equal values are adjacent in a sorted list, so unlink every node that
    // repeats the value of the node before it.
    static ListNode removeRepeats(ListNode head) {
        ListNode cur = head;
        while (cur != null && cur.next != null) {
            if (cur.next.val == cur.val) cur.next = cur.next.next;
            else cur = cur.next;
        }
        return head;
    }

    public static void main(String[] args) throws IOException {
        printList(removeRepeats(readList()));
    }

    // @harness FastReader
}
