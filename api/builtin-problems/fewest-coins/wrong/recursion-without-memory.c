#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// Every way to make the amount, tried recursively without remembering any.
long long* c;
int n;

long long best(long long amount) {
    if (amount == 0) return 0;
    long long result = LLONG_MAX;
    for (int i = 0; i < n; i++)
        if (c[i] <= amount) {
            long long rest = best(amount - c[i]);
            if (rest != LLONG_MAX && rest + 1 < result) result = rest + 1;
        }
    return result;
}

int main(void) {
    n = readInt();
    long long amount = readLong();
    c = readLongs(n);
    long long answer = best(amount);
    printf("%lld\n", answer == LLONG_MAX ? -1 : answer);
}
