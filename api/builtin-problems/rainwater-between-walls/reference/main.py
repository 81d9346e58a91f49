# @harness tokens


# Two pointers: the lower side's running maximum bounds the water above it.
def trapped_water(h):
    left, right = 0, len(h) - 1
    left_max = right_max = total = 0
    while left < right:
        if h[left] <= h[right]:
            if h[left] > left_max:
                left_max = h[left]
            total += left_max - h[left]
            left += 1
        else:
            if h[right] > right_max:
                right_max = h[right]
            total += right_max - h[right]
            right -= 1
    return total


print(trapped_water(next_ints(next_int())))
