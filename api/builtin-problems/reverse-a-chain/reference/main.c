#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

ListNode* reverseList(ListNode* head) {
    ListNode* prev = NULL;
    while (head != NULL) {
        ListNode* next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

int main(void) { printList(reverseList(readList())); }
