#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The recurrence without memory: exponential.
char a[5100], b[5100];

int dist(int i, int j) {
    if (i == 0) return j;
    if (j == 0) return i;
    if (a[i - 1] == b[j - 1]) return dist(i - 1, j - 1);
    int best = dist(i - 1, j - 1), del = dist(i - 1, j), ins = dist(i, j - 1);
    if (del < best) best = del;
    if (ins < best) best = ins;
    return 1 + best;
}

int main(void) {
    if (!fgets(a, sizeof a, stdin)) a[0] = '\0';
    if (!fgets(b, sizeof b, stdin)) b[0] = '\0';
    a[strcspn(a, "\r\n")] = '\0';
    b[strcspn(b, "\r\n")] = '\0';
    printf("%d\n", dist(strlen(a), strlen(b)));
}
