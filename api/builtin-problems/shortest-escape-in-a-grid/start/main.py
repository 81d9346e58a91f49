# @harness tokens


# grid is a list of R strings, each of length C, made of '.', '#', 'S', 'E'.
# Return the minimum number of moves from 'S' to 'E', or -1 if impossible.
def shortest_escape(R, C, grid):
    # TODO: write your solution here
    return -1


R, C = next_ints(2)
grid = [next_token() for _ in range(R)]
print(shortest_escape(R, C, grid))
