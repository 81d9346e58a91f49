# @harness tokens

# @harness chain


# TODO: merge the k sorted lists (some may be empty, i.e. None) into a single
# sorted list and return its head.
def merge_all(lists):
    # Write your solution here.
    return lists[0] if lists else None


lists = [read_list() for _ in range(next_int())]
print_list(merge_all(lists))
