# @harness tokens

# @harness chain


# Equal values are adjacent in a sorted list, so unlink every node that
# repeats the value of the node before it.
def remove_repeats(head):
    cur = head
    while cur is not None and cur.next is not None:
        if cur.next.val == cur.val:
            cur.next = cur.next.next
        else:
            cur = cur.next
    return head


print_list(remove_repeats(read_list()))
