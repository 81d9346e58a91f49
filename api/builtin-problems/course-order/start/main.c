#include <stdio.h>
#include <stdlib.h>

// @harness io

// TODO: write into order the lexicographically smallest order of the courses
// 1..n that respects every rule rules[i] = {a, b} ("a before b"), one of m,
// and return 1; return 0 if no order exists.
int smallestOrder(int n, int m, int (*rules)[2], int* order) {
    // Write your solution here.
    for (int v = 1; v <= n; v++) order[v - 1] = v;
    return 1;
}

int main(void) {
    int n = readInt(), m = readInt();
    int(*rules)[2] = (int(*)[2])readInts(2 * m);
    int* order = malloc(sizeof(int) * n);
    if (!smallestOrder(n, m, rules, order)) {
        puts("IMPOSSIBLE");
        return 0;
    }
    for (int i = 0; i < n; i++) printf(i > 0 ? " %d" : "%d", order[i]);
    putchar('\n');
}
