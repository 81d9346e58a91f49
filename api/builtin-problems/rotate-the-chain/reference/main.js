// @harness tokens

// @harness chain

// Rotate the list to the right by k places (k is a BigInt) and return the new head.
function rotateRight(head, k) {
  if (head === null || head.next === null) return head;
  let len = 1;
  let tail = head;
  while (tail.next !== null) {
    tail = tail.next;
    len++;
  }
  const shift = Number(k % BigInt(len));
  if (shift === 0) return head;
  let newTail = head;
  for (let i = 1; i < len - shift; i++) newTail = newTail.next;
  const newHead = newTail.next;
  newTail.next = null;
  tail.next = head;
  return newHead;
}

// k can be as large as 10^18, which does not fit exactly in a double.
printList(rotateRight(readList(), BigInt(nextToken())));
