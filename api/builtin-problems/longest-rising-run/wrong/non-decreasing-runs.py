# @harness tokens

from bisect import bisect_right

# Patience sorting with bisect_right: counts non-decreasing runs, not strictly rising ones.
tails = []
for x in next_ints(next_int()):
    pos = bisect_right(tails, x)
    if pos == len(tails):
        tails.append(x)
    else:
        tails[pos] = x
print(len(tails))
