#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// Reverse the list starting at head and return the new head.
// head is NULL when the list is empty.
ListNode* reverseList(ListNode* head) {
    // TODO: write your solution here
    return head;
}

int main(void) { printList(reverseList(readList())); }
