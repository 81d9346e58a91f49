# @harness tokens

from collections import deque


# Breadth-first search: cells are reached in order of their distance.
# A cell is its number r * C + c in the grid's rows joined into one string.
def shortest_escape(R, C, grid):
    cells = "".join(grid)
    start, goal = cells.index("S"), cells.index("E")
    dist = [-1] * (R * C)
    dist[start] = 0
    queue = deque([start])
    while queue and dist[goal] < 0:
        cell = queue.popleft()
        r, c = divmod(cell, C)
        # The neighbours above, below, left and right, where the grid has them.
        neighbours = (
            (cell - C, r > 0),
            (cell + C, r < R - 1),
            (cell - 1, c > 0),
            (cell + 1, c < C - 1),
        )
        for nxt, inside in neighbours:
            if inside and dist[nxt] < 0 and cells[nxt] != "#":
                dist[nxt] = dist[cell] + 1
                queue.append(nxt)
    return dist[goal]


R, C = next_ints(2)
grid = [next_token() for _ in range(R)]
print(shortest_escape(R, C, grid))
