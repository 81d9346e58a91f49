#include <stdio.h>
#include <stdlib.h>

// @harness io

// For every wall, the highest wall on each side found by scanning: O(n^2).
int main(void) {
    int n = readInt();
    long long* h = readLongs(n);
    long long water = 0;
    for (int i = 0; i < n; i++) {
        long long left = 0, right = 0;
        for (int j = 0; j <= i; j++)
            if (h[j] > left) left = h[j];
        for (int j = i; j < n; j++)
            if (h[j] > right) right = h[j];
        water += (left < right ? left : right) - h[i];
    }
    printf("%lld\n", water);
}
