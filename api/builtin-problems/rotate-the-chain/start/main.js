const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// TODO: rotate the list to the right by k places and return the new head.
// k is a BigInt because it can be up to 10^18.
function rotateRight(head, k) {
  // Write your solution here.
  return head;
}

const n = Number(tokens[pos++]);
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(Number(tokens[pos++]));
  tail = tail.next;
}
const k = BigInt(tokens[pos++]);

const out = [];
for (let cur = rotateRight(dummy.next, k); cur !== null; cur = cur.next) out.push(cur.val);
console.log(out.join(' '));
