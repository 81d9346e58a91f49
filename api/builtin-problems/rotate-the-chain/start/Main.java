import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // TODO: rotate the list to the right by k places and return the new head.
    // Note: k can be up to 10^18 (it still fits in a long).
    static ListNode rotateRight(ListNode head, long k) {
        // Write your solution here.
        return head;
    }

    public static void main(String[] args) throws IOException {
        printList(rotateRight(readList(), in.nextLong()));
    }

    // @harness FastReader
}
