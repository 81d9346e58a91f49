import java.io.*;
import java.util.*;

public class Main {
    // @harness chain

    // Return the middle node of the list (the second middle node when the
    // length is even). The list always has at least one node.
    static ListNode middleNode(ListNode head) {
        // TODO: write your solution here
        return head;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(middleNode(readList()).val);
    }

    // @harness FastReader
}
