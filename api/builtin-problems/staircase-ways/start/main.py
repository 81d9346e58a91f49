# @harness tokens

MOD = 1_000_000_007


# Return the number of ways to climb n steps (1 or 2 steps at a time),
# modulo 1000000007.
def count_ways(n):
    # TODO: write your solution here
    return 0


print(count_ways(next_int()))
