// @harness tokens

// @harness chain

// The list is sorted in non-decreasing order. Remove nodes so that every
// value appears exactly once and return the head of the resulting list.
// head is null when the list is empty.
function removeRepeats(head) {
  // TODO: write your solution here
  return head;
}

printList(removeRepeats(readList()));
