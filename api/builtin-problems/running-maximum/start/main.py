# @harness tokens


# Return a list whose i-th element is max(a[0], a[1], ..., a[i]).
def running_max(a):
    # TODO: write your solution here
    return a[:]


print(*running_max(next_ints(next_int())))
