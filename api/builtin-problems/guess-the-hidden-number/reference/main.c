#include <stdio.h>
#include <stdlib.h>

// Guesses g and returns the judge's answer: '<' (the secret is smaller), '>' (larger) or '='.
char ask(long long g) {
    printf("%lld\n", g);
    fflush(stdout);  // the judge answers only once it has the line
    char reply[2] = "=";
    if (scanf("%1s", reply) != 1) return '=';  // the judge has ended
    return reply[0];
}

// Binary search: the secret is in [lo, hi]; each guess at the middle halves it, so at most
// floor(log2 n) + 1 guesses.
void findSecret(long long n) {
    long long lo = 1, hi = n;
    while (lo <= hi) {
        long long mid = lo + (hi - lo) / 2;
        char reply = ask(mid);
        if (reply == '=') return;
        if (reply == '<')
            hi = mid - 1;
        else
            lo = mid + 1;
    }
}

int main(void) {
    long long n = 0;
    if (scanf("%lld", &n) == 1) findSecret(n);
}
