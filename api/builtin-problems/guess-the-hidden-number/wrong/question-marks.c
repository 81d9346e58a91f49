#include <stdio.h>
#include <stdlib.h>

// A binary search that writes its guesses as "? 500", as some judges want: not a whole number on
// its line, so the judge stops at the first guess.
int main(void) {
    long long lo = 1, hi = 0;
    if (scanf("%lld", &hi) != 1) return 0;
    while (lo <= hi) {
        long long mid = lo + (hi - lo) / 2;
        printf("? %lld\n", mid);
        fflush(stdout);
        char reply[2];
        if (scanf("%1s", reply) != 1 || reply[0] == '=') return 0;
        if (reply[0] == '<')
            hi = mid - 1;
        else
            lo = mid + 1;
    }
}
