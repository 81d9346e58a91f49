# @harness tokens

# @harness chain


# The list is sorted in non-decreasing order. Remove nodes so that every
# value appears exactly once and return the head of the resulting list.
# head is None when the list is empty.
def remove_repeats(head):
    # TODO: write your solution here
    return head


print_list(remove_repeats(read_list()))
