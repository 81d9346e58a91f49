#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// TODO: return the length of the longest contiguous substring of s (n characters)
// that is a well-formed bracket sequence.
int longestBalanced(const char* s, int n) {
    // Write your solution here.
    return 0;
}

int main(void) {
    char* s = NULL;
    size_t cap = 0;
    int n = 0;
    if (getline(&s, &cap, stdin) > 0) n = strcspn(s, "\r\n");  // the line may be empty
    printf("%d\n", longestBalanced(s, n));
    return 0;
}
