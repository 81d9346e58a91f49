#include <bits/stdc++.h>
using namespace std;

// @harness io

// @harness chain

// TODO: rotate the list to the right by k places and return the new head.
// Note: k can be up to 10^18.
ListNode* rotateRight(ListNode* head, unsigned long long k) {
    // Write your solution here.
    return head;
}

int main() {
    ListNode* head = readList();
    printList(rotateRight(head, read<unsigned long long>()));
}
