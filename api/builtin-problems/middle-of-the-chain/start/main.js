const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// Return the middle node of the list (the second middle node when the
// length is even). The list always has at least one node.
function middleNode(head) {
  // TODO: write your solution here
  return head;
}

const n = next();
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(next());
  tail = tail.next;
}

console.log(middleNode(dummy.next).val);
