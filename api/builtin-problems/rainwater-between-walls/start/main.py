# @harness tokens


# TODO: return the total amount of water trapped between the walls.
# (Python's integers do not overflow.)
def trapped_water(h):
    # Write your solution here.
    return 0


print(trapped_water(next_ints(next_int())))
