// @harness tokens

// @harness chain

// Slow/fast pointers: when fast reaches the end, slow is at the middle
// (the second middle when the length is even).
function middleNode(head) {
  let slow = head;
  let fast = head;
  while (fast !== null && fast.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  return slow;
}

console.log(middleNode(readList()).val);
