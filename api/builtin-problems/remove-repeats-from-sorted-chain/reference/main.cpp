#include <bits/stdc++.h>
using namespace std;

// @harness io

// @harness chain

// Equal values are adjacent in a sorted list, so unlink every node that
// repeats the value of the node before it.
ListNode* removeRepeats(ListNode* head) {
    ListNode* cur = head;
    while (cur && cur->next) {
        if (cur->next->val == cur->val) {
            ListNode* dup = cur->next;
            cur->next = dup->next;
            delete dup;
        } else {
            cur = cur->next;
        }
    }
    return head;
}

int main() { printList(removeRepeats(readList())); }
