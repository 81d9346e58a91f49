const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// TODO: reorder the list L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ...
// by relinking the nodes (the head stays the same).
function zigzag(head) {
  // Write your solution here.
}

const n = Number(tokens[pos++]);
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(Number(tokens[pos++]));
  tail = tail.next;
}
const head = dummy.next;

zigzag(head);

const out = [];
for (let cur = head; cur !== null; cur = cur.next) out.push(cur.val);
console.log(out.join(' '));
