#include <stdio.h>
#include <stdlib.h>

// @harness io

// Every stretch, summed as it grows: O(n^2).
int main(void) {
    int n = readInt();
    long long k = readLong();
    long long* a = readLongs(n);
    long long count = 0;
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += a[j];
            if (sum == k) count++;
        }
    }
    printf("%lld\n", count);
}
