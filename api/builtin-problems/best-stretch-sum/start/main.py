# @harness tokens


# Return the largest sum of a non-empty contiguous stretch of a.
def best_stretch(a):
    # TODO: write your solution here
    return 0


print(best_stretch(next_ints(next_int())))
