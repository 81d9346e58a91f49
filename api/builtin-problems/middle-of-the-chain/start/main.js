// @harness tokens

// @harness chain

// Return the middle node of the list (the second middle node when the
// length is even). The list always has at least one node.
function middleNode(head) {
  // TODO: write your solution here
  return head;
}

console.log(middleNode(readList()).val);
