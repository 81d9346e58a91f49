#include <stdio.h>
#include <stdlib.h>

// @harness io

// Walks back from the tail but stops before the head.
int main(void) {
    int n = readInt();
    long long* a = readLongs(n);
    for (int i = n - 1; i > 0; i--) printf(i < n - 1 ? " %lld" : "%lld", a[i]);
    printf("\n");
}
