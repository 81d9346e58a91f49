#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// TODO: rotate the list to the right by k places and return the new head.
// Note: k can be up to 10^18.
ListNode* rotateRight(ListNode* head, long long k) {
    // Write your solution here.
    return head;
}

int main(void) {
    ListNode* head = readList();
    printList(rotateRight(head, readLong()));
}
