#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// Rotate the list to the right by k places and return the new head.
ListNode* rotateRight(ListNode* head, long long k) {
    if (head == NULL || head->next == NULL) return head;
    long long len = 1;
    ListNode* tail = head;
    while (tail->next != NULL) {
        tail = tail->next;
        ++len;
    }
    long long shift = k % len;
    if (shift == 0) return head;
    // The new tail is the (len - shift)-th node (1-based).
    ListNode* newTail = head;
    for (long long i = 1; i < len - shift; ++i) newTail = newTail->next;
    ListNode* newHead = newTail->next;
    newTail->next = NULL;
    tail->next = head;
    return newHead;
}

int main(void) {
    ListNode* head = readList();
    printList(rotateRight(head, readLong()));
}
