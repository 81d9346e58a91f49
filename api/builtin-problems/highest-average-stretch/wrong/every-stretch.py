# @harness tokens


# Every stretch of at least k, each average computed exactly from prefix sums: right, but with
# k = 1 and n = 10^5 about 5 * 10^9 stretches, far too many.
def highest_average(a, k):
    n = len(a)
    prefix = [0] * (n + 1)
    for i, x in enumerate(a):
        prefix[i + 1] = prefix[i] + x
    best = -1e18
    for l in range(n):
        for r in range(l + k, n + 1):
            best = max(best, (prefix[r] - prefix[l]) / (r - l))
    return best


n, k = next_ints(2)
print(highest_average(next_ints(n), k))
