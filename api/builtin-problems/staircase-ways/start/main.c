#include <stdio.h>

const long long MOD = 1000000007LL;

// Return the number of ways to climb n steps (1 or 2 steps at a time),
// modulo 1000000007.
long long countWays(int n) {
    // TODO: write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    printf("%lld\n", countWays(n));
}
