#include <bits/stdc++.h>
using namespace std;

// @harness io

// @harness chain

// Reverse the list starting at head and return the new head.
// head is nullptr when the list is empty.
ListNode* reverseList(ListNode* head) {
    // TODO: write your solution here
    return head;
}

int main() { printList(reverseList(readList())); }
