#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// TODO: reorder the list L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ...
// by relinking the nodes (the head stays the same).
void zigzag(ListNode* head) {
    // Write your solution here.
}

int main(void) {
    ListNode* head = readList();
    zigzag(head);
    printList(head);
}
