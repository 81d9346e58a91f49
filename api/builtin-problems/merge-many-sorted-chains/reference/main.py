# @harness tokens

# @harness chain

import heapq


# Merge k sorted lists into one sorted list using a min-heap of the current heads
# (each with its list's number, which breaks ties: nodes do not compare).
def merge_all(lists):
    heap = [(head.val, i, head) for i, head in enumerate(lists) if head is not None]
    heapq.heapify(heap)
    dummy = ListNode(0)
    tail = dummy
    while heap:
        _, i, node = heap[0]
        tail.next = node
        tail = node
        if node.next is not None:
            heapq.heapreplace(heap, (node.next.val, i, node.next))
        else:
            heapq.heappop(heap)
    tail.next = None
    return dummy.next


lists = [read_list() for _ in range(next_int())]
print_list(merge_all(lists))
