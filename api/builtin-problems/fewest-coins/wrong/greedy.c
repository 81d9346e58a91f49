#include <stdio.h>
#include <stdlib.h>

// @harness io

int descending(const void* a, const void* b) {
    long long x = *(const long long*)a, y = *(const long long*)b;
    return (x < y) - (x > y);
}

// Greedy: the largest coin that fits, again and again. Right for some coin sets only.
int main(void) {
    int n = readInt();
    long long amount = readLong();
    long long* c = readLongs(n);
    qsort(c, n, sizeof(long long), descending);
    long long count = 0;
    for (int i = 0; i < n; i++) {
        count += amount / c[i];
        amount %= c[i];
    }
    printf("%lld\n", amount == 0 ? count : -1);
}
