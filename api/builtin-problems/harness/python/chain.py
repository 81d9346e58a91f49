# A node of a singly linked list (a chain).
class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


# Reads a list as the input gives one: its length, then its values in order.
def read_list():
    dummy = ListNode(0)
    tail = dummy
    for val in next_ints(next_int()):
        tail.next = ListNode(val)
        tail = tail.next
    return dummy.next


# Prints the values of the list from head on, on one line, separated by spaces.
def print_list(head):
    out = []
    while head is not None:
        out.append(str(head.val))
        head = head.next
    print(" ".join(out))
