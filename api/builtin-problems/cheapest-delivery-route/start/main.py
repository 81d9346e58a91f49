# @harness tokens


# TODO: return the minimum total cost of a route from depot 1 to depot n
# using the one-way roads roads[i] = [u, v, w] (from u to v at cost w),
# or -1 if depot n cannot be reached.
def cheapest_route(n, roads):
    # Write your solution here.
    return -1


n, m = next_ints(2)
print(cheapest_route(n, next_rows(m, 3)))
