// @harness tokens

// @harness chain

// TODO: merge the k sorted lists (some may be empty, i.e. null) into a single
// sorted list and return its head.
function mergeAll(lists) {
  // Write your solution here.
  return lists.length === 0 ? null : lists[0];
}

const lists = Array.from({ length: next() }, () => readList());
printList(mergeAll(lists));
