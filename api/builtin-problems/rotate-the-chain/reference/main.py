# @harness tokens

# @harness chain


# Rotate the list to the right by k places and return the new head.
def rotate_right(head, k):
    if head is None or head.next is None:
        return head
    length = 1
    tail = head
    while tail.next is not None:
        tail = tail.next
        length += 1
    shift = k % length
    if shift == 0:
        return head
    # The new tail is the (length - shift)-th node (1-based).
    new_tail = head
    for _ in range(length - shift - 1):
        new_tail = new_tail.next
    new_head = new_tail.next
    new_tail.next = None
    tail.next = head
    return new_head


head = read_list()
print_list(rotate_right(head, next_int()))
