# @harness tokens


# The knapsack with its weights run upwards: a parcel may then be taken again on top of itself, so
# for parcels 1 5 it "reaches" 3 as 1 + 1 + 1 and prints parcel 1 three times.
def first_load(w):
    total = sum(w)
    if total % 2 != 0:
        return [-1]
    half = total // 2
    by = [-1] * (half + 1)
    reachable = [False] * (half + 1)
    reachable[0] = True
    for i, weight in enumerate(w):
        for s in range(weight, half + 1):
            if not reachable[s] and reachable[s - weight]:
                reachable[s] = True
                by[s] = i
    if not reachable[half]:
        return [-1]
    parcels = []
    s = half
    while s > 0:
        parcels.append(by[s] + 1)
        s -= w[by[s]]
    return parcels


print(*first_load(next_ints(next_int())))
