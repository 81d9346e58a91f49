const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// Reorder L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ... in place, O(1) extra space.
function zigzag(head) {
  if (head === null || head.next === null) return;
  let slow = head;
  let fast = head;
  while (fast.next !== null && fast.next.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  let prev = null;
  let cur = slow.next;
  slow.next = null;
  while (cur !== null) {
    const nxt = cur.next;
    cur.next = prev;
    prev = cur;
    cur = nxt;
  }
  let a = head;
  let b = prev;
  while (b !== null) {
    const an = a.next;
    const bn = b.next;
    a.next = b;
    b.next = an;
    a = an;
    b = bn;
  }
}

const n = pos < tokens.length ? Number(tokens[pos++]) : 0;
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
process.stdout.write(out.join(' ') + '\n');
