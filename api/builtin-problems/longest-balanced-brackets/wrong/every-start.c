#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Every start, scanned until the balance goes negative: O(n^2).
int main(void) {
    char* s = NULL;
    size_t cap = 0;
    int n = 0;
    if (getline(&s, &cap, stdin) > 0) n = strcspn(s, "\r\n ");
    int best = 0;
    for (int i = 0; i < n; i++) {
        int depth = 0;
        for (int j = i; j < n; j++) {
            depth += s[j] == '(' ? 1 : -1;
            if (depth < 0) break;
            if (depth == 0 && j - i + 1 > best) best = j - i + 1;
        }
    }
    printf("%d\n", best);
    return 0;
}
