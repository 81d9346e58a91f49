#include <stdio.h>
#include <stdlib.h>

// @harness io

// Breadth-first search: cells are reached in order of their distance.
int shortestEscape(int R, int C, char** g) {
    int start = -1, goal = -1;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            if (g[r][c] == 'S') start = r * C + c;
            if (g[r][c] == 'E') goal = r * C + c;
        }
    int* dist = malloc((size_t)R * C * sizeof *dist);
    int* queue = malloc((size_t)R * C * sizeof *queue);
    for (int i = 0; i < R * C; i++) dist[i] = -1;
    int head = 0, tail = 0;
    dist[start] = 0;
    queue[tail++] = start;
    const int dr[4] = {1, -1, 0, 0};
    const int dc[4] = {0, 0, 1, -1};
    while (head < tail && dist[goal] < 0) {
        int cell = queue[head++];
        int r = cell / C, c = cell % C;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
            if (g[nr][nc] == '#') continue;
            int id = nr * C + nc;
            if (dist[id] >= 0) continue;
            dist[id] = dist[cell] + 1;
            queue[tail++] = id;
        }
    }
    int answer = dist[goal];
    free(dist);
    free(queue);
    return answer;
}

int main(void) {
    int R = readInt(), C = readInt();
    char** grid = malloc(R * sizeof *grid);
    for (int r = 0; r < R; r++) {
        grid[r] = malloc(C + 2);
        readWord(grid[r], C + 2);
    }
    printf("%d\n", shortestEscape(R, C, grid));
}
