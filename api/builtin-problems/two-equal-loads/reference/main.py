# @harness tokens


# 0/1 knapsack with the reachable weights as the bits of an int: bit s of reach[i] is set when
# some of the first i parcels weigh s in all. Walking back from half the total, parcel i is on
# the first bike when the parcels before it cannot make up the weight still to carry.
def first_load(w):
    total = sum(w)
    if total % 2 != 0:
        return [-1]
    half = total // 2
    reach = [1]
    for weight in w:
        reach.append(reach[-1] | reach[-1] << weight)
    if not reach[-1] >> half & 1:
        return [-1]
    parcels = []
    for i in range(len(w), 0, -1):
        if not reach[i - 1] >> half & 1:
            parcels.append(i)
            half -= w[i - 1]
    return parcels


print(*first_load(next_ints(next_int())))
