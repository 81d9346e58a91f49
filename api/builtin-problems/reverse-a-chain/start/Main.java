import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // Reverse the list starting at head and return the new head.
    // head is null when the list is empty.
    static ListNode reverseList(ListNode head) {
        // TODO: write your solution here
        return head;
    }

    public static void main(String[] args) throws IOException {
        printList(reverseList(readList()));
    }

    // @harness FastReader
}
