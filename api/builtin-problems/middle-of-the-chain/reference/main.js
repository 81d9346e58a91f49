const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

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

const n = next();
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(next());
  tail = tail.next;
}
process.stdout.write(middleNode(dummy.next).val + '\n');
