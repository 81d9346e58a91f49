# @harness tokens


# Return the numbers (1-based) of the parcels on the first bike, in any order, such that both
# bikes carry the same weight; or [-1] if there is no such split.
def first_load(w):
    # TODO: write your solution here
    return [-1]


print(*first_load(next_ints(next_int())))
