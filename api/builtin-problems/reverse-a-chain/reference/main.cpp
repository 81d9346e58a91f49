#include <bits/stdc++.h>
using namespace std;

// @harness io

// @harness chain

ListNode* reverseList(ListNode* head) {
    ListNode* prev = nullptr;
    while (head) {
        ListNode* nxt = head->next;
        head->next = prev;
        prev = head;
        head = nxt;
    }
    return prev;
}

int main() { printList(reverseList(readList())); }
