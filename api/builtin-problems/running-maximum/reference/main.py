# @harness tokens

from itertools import accumulate


# The best reading so far, after each reading.
def running_max(a):
    return list(accumulate(a, max))


print(*running_max(next_ints(next_int())))
