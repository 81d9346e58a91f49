#include <stdio.h>
#include <stdlib.h>

// A binary search over [0, n], as if the numbers started at 0: when the secret is 1, it ends
// up guessing 0, outside [1, n].
int main(void) {
    long long lo = 0, hi = 0;
    if (scanf("%lld", &hi) != 1) return 0;
    while (lo <= hi) {
        long long mid = lo + (hi - lo) / 2;
        printf("%lld\n", mid);
        fflush(stdout);
        char reply[2];
        if (scanf("%1s", reply) != 1 || reply[0] == '=') return 0;
        if (reply[0] == '<')
            hi = mid - 1;
        else
            lo = mid + 1;
    }
}
