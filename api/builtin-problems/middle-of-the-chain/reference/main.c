#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// Slow/fast pointers: when fast reaches the end, slow is at the middle
// (the second middle when the length is even).
ListNode* middleNode(ListNode* head) {
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast != NULL && fast->next != NULL) {
        slow = slow->next;
        fast = fast->next->next;
    }
    return slow;
}

int main(void) {
    printf("%lld\n", middleNode(readList())->val);
    return 0;
}
