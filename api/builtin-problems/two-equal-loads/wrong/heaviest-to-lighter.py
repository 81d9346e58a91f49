# @harness tokens


# Greedy: the heaviest parcel first, each onto the bike carrying less so far. Well-formed, and often
# right, but 3 3 2 2 2 ends as 3 + 2 + 2 against 3 + 2, though 3 + 3 against 2 + 2 + 2 is equal.
def first_load(w):
    if sum(w) % 2 != 0:
        return [-1]
    first = []
    first_weight = second_weight = 0
    for i in sorted(range(len(w)), key=lambda i: -w[i]):
        if first_weight <= second_weight:
            first.append(i + 1)
            first_weight += w[i]
        else:
            second_weight += w[i]
    return first


print(*first_load(next_ints(next_int())))
