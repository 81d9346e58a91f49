# @harness tokens

MOD = 1_000_000_007


# ways(i) = ways(i - 1) + ways(i - 2), with ways(0) = ways(1) = 1
def count_ways(n):
    prev, cur = 1, 1
    for _ in range(2, n + 1):
        prev, cur = cur, (prev + cur) % MOD
    return cur


print(count_ways(next_int()))
