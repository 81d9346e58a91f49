#include <stdio.h>
#include <stdlib.h>

// @harness io

// Merges the lists one after another into the result: O(k · total).
int main(void) {
    int k = readInt(), size = 0;
    long long* merged = malloc(sizeof *merged);
    for (int i = 0; i < k; i++) {
        int len = readInt();
        long long* list = readLongs(len);
        long long* next = malloc((size + len + 1) * sizeof *next);
        int a = 0, b = 0, n = 0;
        while (a < size || b < len)
            if (b == len || (a < size && merged[a] <= list[b])) next[n++] = merged[a++];
            else next[n++] = list[b++];
        free(merged);
        free(list);
        merged = next;
        size = n;
    }
    for (int i = 0; i < size; i++) printf(i == 0 ? "%lld" : " %lld", merged[i]);
    printf("\n");
    return 0;
}
