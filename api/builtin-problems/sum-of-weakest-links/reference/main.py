# @harness tokens


# ending[i]: the sum of the weakest links of the pieces that end at segment i. With p the last
# segment before i weaker than s[i] (none: -1), the pieces starting after p have s[i] as their
# weakest, and those starting at or before p have the same weakest as when they ended at p:
# ending[i] = ending[p] + s[i] * (i - p). A stack of segments with rising strengths finds each p,
# O(n) in all.
def sum_of_weakest(s):
    ending = [0] * len(s)
    rising = []
    total = 0
    for i, strength in enumerate(s):
        while rising and s[rising[-1]] >= strength:
            rising.pop()
        p = rising[-1] if rising else -1
        ending[i] = (ending[p] if p >= 0 else 0) + strength * (i - p)
        total += ending[i]
        rising.append(i)
    return total


print(sum_of_weakest(next_ints(next_int())))
