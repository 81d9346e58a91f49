# @harness tokens

from itertools import accumulate


# Every start, the weakest link kept as the piece grows: O(n^2). Fast enough for n = 5000 (the
# small and medium subtasks), but 2 * 10^10 steps for n = 2 * 10^5: out of time on the full one.
def sum_of_weakest(s):
    return sum(sum(accumulate(s[l:], min)) for l in range(len(s)))


print(sum_of_weakest(next_ints(next_int())))
