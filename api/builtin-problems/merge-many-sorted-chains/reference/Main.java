import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // Merge k sorted lists into one sorted list using a min-heap of the current heads.
    static ListNode mergeAll(ListNode[] lists) {
        PriorityQueue<ListNode> heap = new PriorityQueue<>(Math.max(1, lists.length),
                (a, b) -> Long.compare(a.val, b.val));
        for (ListNode h : lists) if (h != null) heap.add(h);
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        while (!heap.isEmpty()) {
            ListNode node = heap.poll();
            tail.next = node;
            tail = node;
            if (node.next != null) heap.add(node.next);
        }
        tail.next = null;
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        ListNode[] lists = new ListNode[in.nextInt()];
        for (int i = 0; i < lists.length; i++) lists[i] = readList();
        printList(mergeAll(lists));
    }

    // @harness FastReader
}
