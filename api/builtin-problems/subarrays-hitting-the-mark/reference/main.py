# @harness tokens


# Number of contiguous subarrays whose sum equals k: a stretch ending here sums to k
# when the prefix before it sums to prefix - k.
def count_subarrays(a, k):
    seen = {0: 1}  # prefix sum -> how many prefixes have it (the empty one to start)
    prefix = count = 0
    for x in a:
        prefix += x
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return count


n, k = next_ints(2)
print(count_subarrays(next_ints(n), k))
