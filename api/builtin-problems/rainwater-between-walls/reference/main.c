#include <stdio.h>
#include <stdlib.h>

// @harness io

// Two pointers: the lower side's running maximum bounds the water above it.
long long trappedWater(const long long* h, int n) {
    int left = 0, right = n - 1;
    long long leftMax = 0, rightMax = 0, total = 0;
    while (left < right) {
        if (h[left] <= h[right]) {
            if (h[left] > leftMax) leftMax = h[left];
            total += leftMax - h[left];
            ++left;
        } else {
            if (h[right] > rightMax) rightMax = h[right];
            total += rightMax - h[right];
            --right;
        }
    }
    return total;
}

int main(void) {
    int n = readInt();
    long long* h = readLongs(n);
    printf("%lld\n", trappedWater(h, n));
}
