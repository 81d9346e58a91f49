// @harness tokens

// @harness chain

// TODO: rotate the list to the right by k places and return the new head.
// k is a BigInt because it can be up to 10^18.
function rotateRight(head, k) {
  // Write your solution here.
  return head;
}

printList(rotateRight(readList(), BigInt(nextToken())));
