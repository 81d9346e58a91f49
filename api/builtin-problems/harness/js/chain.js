// A node of a singly linked list (a chain).
class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// Reads a list as the input gives one: its length, then its values in order.
function readList() {
  const dummy = new ListNode(0);
  let tail = dummy;
  for (let n = next(); n > 0; n--) {
    tail.next = new ListNode(next());
    tail = tail.next;
  }
  return dummy.next;
}

// Prints the values of the list from head on, on one line, separated by spaces.
function printList(head) {
  const out = [];
  for (let cur = head; cur !== null; cur = cur.next) out.push(cur.val);
  console.log(out.join(' '));
}
