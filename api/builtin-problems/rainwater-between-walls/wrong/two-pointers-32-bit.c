#include <stdio.h>
#include <stdlib.h>

// @harness io

// Two pointers with a 32-bit total: the statement warns it may not fit.
int main(void) {
    int n = readInt();
    int* h = readInts(n);
    int l = 0, r = n - 1, leftMax = 0, rightMax = 0, water = 0;
    while (l < r) {
        if (h[l] < h[r]) {
            if (h[l] > leftMax) leftMax = h[l];
            water += leftMax - h[l];
            l++;
        } else {
            if (h[r] > rightMax) rightMax = h[r];
            water += rightMax - h[r];
            r--;
        }
    }
    printf("%d\n", water);
}
