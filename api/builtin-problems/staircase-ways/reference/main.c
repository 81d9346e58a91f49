#include <stdio.h>

int main(void) {
    const long long MOD = 1000000007LL;
    int n;
    if (scanf("%d", &n) != 1) return 0;
    // ways(i) = ways(i - 1) + ways(i - 2), with ways(0) = ways(1) = 1
    long long prev = 1, cur = 1;
    for (int i = 2; i <= n; i++) {
        long long next = (prev + cur) % MOD;
        prev = cur;
        cur = next;
    }
    printf("%lld\n", cur);
}
