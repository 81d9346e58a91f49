# @harness tokens


# Kadane: cur is the best sum of a stretch ending at the current position.
# Python's integers do not overflow.
def best_stretch(a):
    best = a[0]
    cur = 0
    for x in a:
        cur = x if cur < 0 else cur + x
        if cur > best:
            best = cur
    return best


print(best_stretch(next_ints(next_int())))
