# @harness tokens


# Every piece, its weakest segment found anew: O(n^3). About 4.5 * 10^6 steps for n = 300 (the
# small subtask), 2 * 10^10 for n = 5000: out of time on every larger subtask.
def sum_of_weakest(s):
    n = len(s)
    return sum(min(s[l : r + 1]) for l in range(n) for r in range(l, n))


print(sum_of_weakest(next_ints(next_int())))
