// @harness tokens

// @harness chain

// @harness heap

// Merge k sorted lists into one sorted list using a min-heap of the current heads.
function mergeAll(lists) {
  const heap = new MinHeap();
  for (const h of lists) if (h !== null) heap.push(h, h.val);
  const dummy = new ListNode(0);
  let tail = dummy;
  while (heap.size > 0) {
    const node = heap.pop();
    tail.next = node;
    tail = node;
    if (node.next !== null) heap.push(node.next, node.next.val);
  }
  tail.next = null;
  return dummy.next;
}

const lists = Array.from({ length: next() }, () => readList());
printList(mergeAll(lists));
