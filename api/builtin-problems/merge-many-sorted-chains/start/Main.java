import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // TODO: merge the k sorted lists (some may be empty, i.e. null) into a single
    // sorted list and return its head.
    static ListNode mergeAll(ListNode[] lists) {
        // Write your solution here.
        return lists.length == 0 ? null : lists[0];
    }

    public static void main(String[] args) throws IOException {
        ListNode[] lists = new ListNode[in.nextInt()];
        for (int i = 0; i < lists.length; i++) lists[i] = readList();
        printList(mergeAll(lists));
    }

    // @harness FastReader
}
