const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

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

const n = pos < tokens.length ? Number(tokens[pos++]) : 0;
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(Number(tokens[pos++]));
  tail = tail.next;
}
// k can be as large as 10^18, which does not fit exactly in a double.
const k = pos < tokens.length ? BigInt(tokens[pos++]) : 0n;

const out = [];
for (let cur = rotateRight(dummy.next, k); cur !== null; cur = cur.next) out.push(cur.val);
process.stdout.write(out.join(' ') + '\n');
