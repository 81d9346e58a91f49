# @harness tokens

# @harness chain


# TODO: rotate the list to the right by k places and return the new head.
# Note: k can be up to 10^18 (Python's integers hold it exactly).
def rotate_right(head, k):
    # Write your solution here.
    return head


head = read_list()
print_list(rotate_right(head, next_int()))
