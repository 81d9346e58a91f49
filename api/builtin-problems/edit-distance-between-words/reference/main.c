#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Minimum number of insertions, deletions and substitutions turning a into b.
int editDistance(const char* a, const char* b) {
    int n = strlen(a), m = strlen(b);
    // prev[j] = distance between a[0..i-1] and b[0..j-1] for the previous row.
    int *prev = malloc(sizeof(int) * (m + 1)), *cur = malloc(sizeof(int) * (m + 1));
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        for (int j = 1; j <= m; j++) {
            int best = prev[j - 1] + (a[i - 1] != b[j - 1]);   // keep or substitute
            if (prev[j] + 1 < best) best = prev[j] + 1;        // delete a[i-1]
            if (cur[j - 1] + 1 < best) best = cur[j - 1] + 1;  // insert b[j-1]
            cur[j] = best;
        }
        int* swap = prev;
        prev = cur;
        cur = swap;
    }
    return prev[m];
}

// Reads one line into word; a missing line counts as an empty word. Strips '\r' and spaces.
void readLine(char* word, int size) {
    if (!fgets(word, size, stdin)) word[0] = '\0';
    int end = strlen(word), start = 0;
    while (end > 0 && (word[end - 1] == '\n' || word[end - 1] == '\r' || word[end - 1] == ' ')) end--;
    while (start < end && word[start] == ' ') start++;
    memmove(word, word + start, end - start);
    word[end - start] = '\0';
}

int main(void) {
    static char a[5100], b[5100];
    readLine(a, sizeof a);
    readLine(b, sizeof b);
    printf("%d\n", editDistance(a, b));
}
