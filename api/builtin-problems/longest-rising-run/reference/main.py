# @harness tokens

from bisect import bisect_left


# tails[k] = smallest possible last value of a strictly increasing
# subsequence of length k + 1 seen so far (tails is strictly increasing).
def longest_rising(a):
    tails = []
    for x in a:
        pos = bisect_left(tails, x)  # the first position with tails[pos] >= x
        if pos == len(tails):
            tails.append(x)
        else:
            tails[pos] = x
    return len(tails)


print(longest_rising(next_ints(next_int())))
