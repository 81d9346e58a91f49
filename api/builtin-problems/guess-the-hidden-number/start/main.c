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

// Find the secret in [1, n] with at most ceil(log2 n) + 1 calls of ask; stop once it answers '='.
void findSecret(long long n) {
    // TODO: write your solution here
    ask(1);
}

int main(void) {
    long long n = 0;
    if (scanf("%lld", &n) == 1) findSecret(n);
}
