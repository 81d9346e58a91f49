#include <bits/stdc++.h>
using namespace std;

// @harness io

// @harness chain

// Rotate the list to the right by k places and return the new head.
ListNode* rotateRight(ListNode* head, unsigned long long k) {
    if (head == nullptr || head->next == nullptr) return head;
    unsigned long long len = 1;
    ListNode* tail = head;
    while (tail->next != nullptr) {
        tail = tail->next;
        ++len;
    }
    unsigned long long shift = k % len;
    if (shift == 0) return head;
    // The new tail is the (len - shift)-th node (1-based).
    ListNode* newTail = head;
    for (unsigned long long i = 1; i < len - shift; ++i) newTail = newTail->next;
    ListNode* newHead = newTail->next;
    newTail->next = nullptr;
    tail->next = head;
    return newHead;
}

int main() {
    ListNode* head = readList();
    printList(rotateRight(head, read<unsigned long long>()));
}
