import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // TODO: reorder the list L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ...
    // by relinking the nodes (the head stays the same).
    static void zigzag(ListNode head) {
        // Write your solution here.
    }

    public static void main(String[] args) throws IOException {
        ListNode head = readList();
        zigzag(head);
        printList(head);
    }

    // @harness FastReader
}
