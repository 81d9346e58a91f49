// A node of a singly linked list (a chain).
static final class ListNode {
    long val;
    ListNode next;
    ListNode(long val) { this.val = val; }
}

// Reads a list as the input gives one: its length, then its values in order.
static ListNode readList() throws IOException {
    ListNode dummy = new ListNode(0);
    ListNode tail = dummy;
    for (int n = in.nextInt(); n > 0; n--) {
        tail.next = new ListNode(in.nextLong());
        tail = tail.next;
    }
    return dummy.next;
}

// Prints the values of the list from head on, on one line, separated by spaces.
static void printList(ListNode head) {
    StringBuilder sb = new StringBuilder();
    for (ListNode cur = head; cur != null; cur = cur.next) {
        if (cur != head) sb.append(' ');
        sb.append(cur.val);
    }
    System.out.println(sb);
}
