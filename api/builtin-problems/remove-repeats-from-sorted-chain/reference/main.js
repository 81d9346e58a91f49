// @harness tokens

// @harness chain

// Equal values are adjacent in a sorted list, so unlink every node that
// repeats the value of the node before it.
function removeRepeats(head) {
  let cur = head;
  while (cur !== null && cur.next !== null) {
    if (cur.next.val === cur.val) cur.next = cur.next.next;
    else cur = cur.next;
  }
  return head;
}

printList(removeRepeats(readList()));
