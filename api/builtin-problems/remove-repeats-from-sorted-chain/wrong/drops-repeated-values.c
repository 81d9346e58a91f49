#include <stdio.h>
#include <stdlib.h>

// @harness io

// Drops every value that repeats instead of keeping one of each.
int main(void) {
    int n = readInt();
    long long* a = readLongs(n);
    long long* out = malloc((n + 1) * sizeof *out);
    int kept = 0;
    for (int i = 0; i < n; i++)
        if ((i == 0 || a[i - 1] != a[i]) && (i + 1 == n || a[i + 1] != a[i])) out[kept++] = a[i];
    printLongs(out, kept);
}
