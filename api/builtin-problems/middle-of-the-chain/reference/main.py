# @harness tokens

# @harness chain


# Slow/fast pointers: when fast reaches the end, slow is at the middle
# (the second middle when the length is even).
def middle_node(head):
    slow = fast = head
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
    return slow


print(middle_node(read_list()).val)
