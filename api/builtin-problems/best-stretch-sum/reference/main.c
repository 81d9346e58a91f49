#include <stdio.h>
#include <stdlib.h>

// @harness io

// Kadane: cur is the best sum of a stretch ending at the current position.
long long bestStretch(const long long* a, int n) {
    long long best = a[0], cur = 0;
    for (int i = 0; i < n; i++) {
        cur = cur < 0 ? a[i] : cur + a[i];
        if (cur > best) best = cur;
    }
    return best;
}

int main(void) {
    int n = readInt();
    long long* a = readLongs(n);
    printf("%lld\n", bestStretch(a, n));
}
