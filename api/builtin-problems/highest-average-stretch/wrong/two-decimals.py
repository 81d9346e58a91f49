# @harness tokens


# The right search, but the answer printed rounded to two decimals: 10/3 comes out as 3.33,
# three thousandths away, far beyond the 1e-6 allowed.
def reaches(a, k, avg):
    prefix = [0.0]
    total = 0.0
    for x in a:
        total += x - avg
        prefix.append(total)
    lowest = prefix[0]
    for r in range(k, len(a) + 1):
        lowest = min(lowest, prefix[r - k])
        if prefix[r] - lowest >= 0:
            return True
    return False


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
print(f"{highest_average(next_ints(n), k):.2f}")
