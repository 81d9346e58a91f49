# @harness tokens


# Return the highest average of a stretch of at least k consecutive values of a.
def highest_average(a, k):
    # TODO: write your solution here
    return 0


n, k = next_ints(2)
print(highest_average(next_ints(n), k))
