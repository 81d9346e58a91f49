# @harness tokens

# @harness chain


def reverse_list(head):
    prev = None
    while head is not None:
        nxt = head.next
        head.next = prev
        prev = head
        head = nxt
    return prev


print_list(reverse_list(read_list()))
