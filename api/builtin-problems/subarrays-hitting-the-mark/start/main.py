# @harness tokens


# TODO: return the number of contiguous subarrays of a whose sum equals k.
def count_subarrays(a, k):
    # Write your solution here.
    return 0


n, k = next_ints(2)
print(count_subarrays(next_ints(n), k))
