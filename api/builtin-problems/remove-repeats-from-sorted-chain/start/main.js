const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// The list is sorted in non-decreasing order. Remove nodes so that every
// value appears exactly once and return the head of the resulting list.
// head is null when the list is empty.
function removeRepeats(head) {
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

const out = [];
for (let cur = removeRepeats(dummy.next); cur !== null; cur = cur.next) out.push(cur.val);
console.log(out.join(' '));
