#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// TODO: return the minimum number of single-character insertions, deletions
// and substitutions needed to turn a into b.
int editDistance(const char* a, const char* b) {
    // Write your solution here.
    return 0;
}

// Reads one whole line into word: a word may be empty, and then its line is empty.
void readLine(char* word, int size) {
    if (!fgets(word, size, stdin)) word[0] = '\0';
    word[strcspn(word, "\r\n")] = '\0';
}

int main(void) {
    static char a[5002], b[5002];
    readLine(a, sizeof a);
    readLine(b, sizeof b);
    printf("%d\n", editDistance(a, b));
}
