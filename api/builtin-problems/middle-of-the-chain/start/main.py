# @harness tokens

# @harness chain


# Return the middle node of the list (the second middle node when the
# length is even). The list always has at least one node.
def middle_node(head):
    # TODO: write your solution here
    return head


print(middle_node(read_list()).val)
