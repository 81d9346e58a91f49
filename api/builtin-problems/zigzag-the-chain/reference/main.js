// @harness tokens

// @harness chain

// Reorder L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ... in place, O(1) extra space.
function zigzag(head) {
  if (head === null || head.next === null) return;
  let slow = head;
  let fast = head;
  while (fast.next !== null && fast.next.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  let prev = null;
  let cur = slow.next;
  slow.next = null;
  while (cur !== null) {
    const nxt = cur.next;
    cur.next = prev;
    prev = cur;
    cur = nxt;
  }
  let a = head;
  let b = prev;
  while (b !== null) {
    const an = a.next;
    const bn = b.next;
    a.next = b;
    b.next = an;
    a = an;
    b = bn;
  }
}

const head = readList();
zigzag(head);
printList(head);
