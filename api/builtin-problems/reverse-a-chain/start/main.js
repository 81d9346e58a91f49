// @harness tokens

// @harness chain

// Reverse the list starting at head and return the new head.
// head is null when the list is empty.
function reverseList(head) {
  // TODO: write your solution here
  return head;
}

printList(reverseList(readList()));
