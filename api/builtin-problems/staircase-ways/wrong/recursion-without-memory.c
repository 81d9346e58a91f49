#include <stdio.h>

// ways(n) = ways(n-1) + ways(n-2), recomputed without memory: exponential.
long long ways(int n) { return n <= 2 ? n : (ways(n - 1) + ways(n - 2)) % 1000000007; }

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    printf("%lld\n", ways(n));
}
