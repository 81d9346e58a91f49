#include <stdio.h>
#include <stdlib.h>

// Tries 1, 2, 3, ... in turn: right in the end, but for n = 1000 and the secret 777 that is 777
// guesses, where 11 are allowed.
int main(void) {
    long long n = 0;
    if (scanf("%lld", &n) != 1) return 0;
    for (long long g = 1; g <= n; g++) {
        printf("%lld\n", g);
        fflush(stdout);
        char reply[2];
        if (scanf("%1s", reply) != 1 || reply[0] == '=') return 0;
    }
}
