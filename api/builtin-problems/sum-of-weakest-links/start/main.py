# @harness tokens


# Return the sum, over all pieces s[l..r], of the piece's weakest segment min(s[l..r]).
def sum_of_weakest(s):
    # TODO: write your solution here
    return 0


print(sum_of_weakest(next_ints(next_int())))
