#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// Reorder L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ... in place, O(1) extra space.
void zigzag(ListNode* head) {
    if (head == NULL || head->next == NULL) return;
    // 1. Find the end of the first half (middle node for odd lengths).
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast->next != NULL && fast->next->next != NULL) {
        slow = slow->next;
        fast = fast->next->next;
    }
    // 2. Detach and reverse the second half.
    ListNode* prev = NULL;
    ListNode* cur = slow->next;
    slow->next = NULL;
    while (cur != NULL) {
        ListNode* next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    // 3. Interleave the two halves.
    ListNode* a = head;
    ListNode* b = prev;
    while (b != NULL) {
        ListNode* an = a->next;
        ListNode* bn = b->next;
        a->next = b;
        b->next = an;
        a = an;
        b = bn;
    }
}

int main(void) {
    ListNode* head = readList();
    zigzag(head);
    printList(head);
}
