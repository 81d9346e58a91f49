// @harness tokens

// @harness chain

function reverseList(head) {
  let prev = null;
  while (head !== null) {
    const nxt = head.next;
    head.next = prev;
    prev = head;
    head = nxt;
  }
  return prev;
}

printList(reverseList(readList()));
