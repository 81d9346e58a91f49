#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// Return the middle node of the list (the second middle node when the
// length is even). The list always has at least one node.
ListNode* middleNode(ListNode* head) {
    // TODO: write your solution here
    return head;
}

int main(void) {
    printf("%lld\n", middleNode(readList())->val);
    return 0;
}
