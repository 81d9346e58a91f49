#include <bits/stdc++.h>
using namespace std;

// @harness io

// @harness chain

// Slow/fast pointers: when fast reaches the end, slow is at the middle
// (the second middle when the length is even).
ListNode* middleNode(ListNode* head) {
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    return slow;
}

int main() { cout << middleNode(readList())->val << '\n'; }
