#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// The list is sorted in non-decreasing order. Remove nodes so that every
// value appears exactly once and return the head of the resulting list.
// head is NULL when the list is empty.
ListNode* removeRepeats(ListNode* head) {
    // TODO: write your solution here
    return head;
}

int main(void) { printList(removeRepeats(readList())); }
