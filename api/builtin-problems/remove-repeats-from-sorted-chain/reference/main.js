const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// Equal values are adjacent in a sorted list, so unlink every node that
// repeats the value of the node before it.
function removeRepeats(head) {
  let cur = head;
  while (cur !== null && cur.next !== null) {
    if (cur.next.val === cur.val) cur.next = cur.next.next;
    else cur = cur.next;
  }
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
process.stdout.write(out.join(' ') + '\n');
