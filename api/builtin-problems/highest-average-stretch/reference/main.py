# @harness tokens


# Is there a stretch of at least k values whose average is at least avg? Subtract avg from every
# value: the question becomes whether some stretch of at least k has a sum >= 0, that is whether
# some prefix sum P[r] minus the smallest prefix sum P[l] with l <= r - k is >= 0.
def reaches(a, k, avg):
    prefix = [0.0]
    total = 0.0
    for x in a:
        total += x - avg
        prefix.append(total)
    lowest = prefix[0]
    for r in range(k, len(a) + 1):
        if prefix[r - k] < lowest:
            lowest = prefix[r - k]
        if prefix[r] - lowest >= 0:
            return True
    return False


# Binary search on the answer: it lies between the smallest and the largest value.
def highest_average(a, k):
    lo, hi = float(min(a)), float(max(a))
    for _ in range(60):
        mid = (lo + hi) / 2
        if reaches(a, k, mid):
            lo = mid
        else:
            hi = mid
    return lo


n, k = next_ints(2)
print(highest_average(next_ints(n), k))
