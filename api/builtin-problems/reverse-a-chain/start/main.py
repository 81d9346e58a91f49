# @harness tokens

# @harness chain


# Reverse the list starting at head and return the new head.
# head is None when the list is empty.
def reverse_list(head):
    # TODO: write your solution here
    return head


print_list(reverse_list(read_list()))
