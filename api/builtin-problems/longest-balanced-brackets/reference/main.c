#include <stdio.h>
#include <stdlib.h>

// dp[i] = length of the longest well-formed substring that ends exactly at i.
int longestBalanced(const char* s, int n) {
    int* dp = calloc(n + 1, sizeof *dp);
    int best = 0;
    for (int i = 1; i < n; i++) {
        if (s[i] != ')') continue;
        if (s[i - 1] == '(') {
            // "...()" : extend whatever balanced block ends right before the pair
            dp[i] = 2 + (i >= 2 ? dp[i - 2] : 0);
        } else {
            // "...))" : the block ending at i-1 may be wrapped by a '(' before it
            int j = i - dp[i - 1] - 1;
            if (j >= 0 && s[j] == '(') dp[i] = dp[i - 1] + 2 + (j >= 1 ? dp[j - 1] : 0);
        }
        if (dp[i] > best) best = dp[i];
    }
    free(dp);
    return best;
}

int main(void) {
    char* line = NULL;
    size_t cap = 0;
    ssize_t len = getline(&line, &cap, stdin);  // the line may be empty or missing
    // Keep only the brackets.
    int n = 0;
    for (ssize_t i = 0; i < len; i++)
        if (line[i] == '(' || line[i] == ')') line[n++] = line[i];
    printf("%d\n", longestBalanced(line, n));
    return 0;
}
