#include <stdio.h>
#include <stdlib.h>

// @harness io

// Depth-first search: finds a way out, not the shortest.
int main(void) {
    int R = readInt(), C = readInt();
    char* g = malloc((size_t)R * C + 2);
    for (int r = 0; r < R; r++) readWord(g + r * C, C + 2);
    int* dist = malloc((size_t)R * C * sizeof *dist);
    int* stack = malloc((size_t)R * C * sizeof *stack);
    int top = 0;
    for (int i = 0; i < R * C; i++) {
        dist[i] = -1;
        if (g[i] == 'S') {
            dist[i] = 0;
            stack[top++] = i;
        }
    }
    int dr[] = {0, 1, 0, -1}, dc[] = {1, 0, -1, 0};
    while (top > 0) {
        int cell = stack[--top], r = cell / C, c = cell % C;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d], next = nr * C + nc;
            if (nr < 0 || nc < 0 || nr >= R || nc >= C || g[next] == '#' || dist[next] != -1) continue;
            dist[next] = dist[cell] + 1;
            stack[top++] = next;
        }
    }
    for (int i = 0; i < R * C; i++)
        if (g[i] == 'E') printf("%d\n", dist[i]);
}
