#include <stdio.h>
#include <stdlib.h>

// @harness io

// grid has R rows of C characters each: '.', '#', 'S' or 'E'.
// Return the minimum number of moves from 'S' to 'E', or -1 if impossible.
int shortestEscape(int R, int C, char** grid) {
    // TODO: write your solution here
    return -1;
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
