# @harness tokens

# @harness chain


# Reorder L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ... in place, O(1) extra space.
def zigzag(head):
    if head is None or head.next is None:
        return
    # 1. Find the end of the first half (middle node for odd lengths).
    slow = fast = head
    while fast.next is not None and fast.next.next is not None:
        slow = slow.next
        fast = fast.next.next
    # 2. Detach and reverse the second half.
    prev = None
    cur = slow.next
    slow.next = None
    while cur is not None:
        nxt = cur.next
        cur.next = prev
        prev = cur
        cur = nxt
    # 3. Interleave the two halves.
    a, b = head, prev
    while b is not None:
        an, bn = a.next, b.next
        a.next = b
        b.next = an
        a, b = an, bn


head = read_list()
zigzag(head)
print_list(head)
