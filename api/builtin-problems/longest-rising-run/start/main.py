# @harness tokens


# Return the length of the longest strictly increasing subsequence of a.
# n can be up to 100000, so an O(n^2) approach is too slow.
def longest_rising(a):
    # TODO: write your solution here
    return 0


print(longest_rising(next_ints(next_int())))
