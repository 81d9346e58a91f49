#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// Equal values are adjacent in a sorted list, so unlink every node that
// repeats the value of the node before it.
ListNode* removeRepeats(ListNode* head) {
    ListNode* cur = head;
    while (cur != NULL && cur->next != NULL) {
        if (cur->next->val == cur->val) {
            ListNode* dup = cur->next;
            cur->next = dup->next;
            free(dup);
        } else {
            cur = cur->next;
        }
    }
    return head;
}

int main(void) { printList(removeRepeats(readList())); }
