# @harness tokens

# @harness chain


# TODO: reorder the list L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ...
# by relinking the nodes (the head stays the same).
def zigzag(head):
    # Write your solution here.
    pass


head = read_list()
zigzag(head)
print_list(head)
