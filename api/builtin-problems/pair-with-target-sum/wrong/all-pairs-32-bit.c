#include <stdio.h>
#include <stdlib.h>

// @harness io

// Every pair, with the target in a 32-bit int: a target beyond 2^31 wraps around, and then no pair
// adds up to it.
int main(void) {
    int n = readInt();
    int target = readInt();
    long long* a = readLongs(n);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) {
                printf("%d %d\n", i, j);
                return 0;
            }
}
