import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // The list is sorted in non-decreasing order. Remove nodes so that every
    // value appears exactly once and return the head of the resulting list.
    // head is null when the list is empty.
    static ListNode removeRepeats(ListNode head) {
        // TODO: write your solution here
        return head;
    }

    public static void main(String[] args) throws IOException {
        printList(removeRepeats(readList()));
    }

    // @harness FastReader
}
