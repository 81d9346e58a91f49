#include <bits/stdc++.h>
using namespace std;

// @harness io

// @harness chain

// Merge k sorted lists into one sorted list using a min-heap of the current heads.
ListNode* mergeAll(vector<ListNode*>& lists) {
    auto cmp = [](const ListNode* a, const ListNode* b) { return a->val > b->val; };
    priority_queue<ListNode*, vector<ListNode*>, decltype(cmp)> heap(cmp);
    for (ListNode* h : lists)
        if (h != nullptr) heap.push(h);
    ListNode dummy(0);
    ListNode* tail = &dummy;
    while (!heap.empty()) {
        ListNode* node = heap.top();
        heap.pop();
        tail->next = node;
        tail = node;
        if (node->next != nullptr) heap.push(node->next);
    }
    tail->next = nullptr;
    return dummy.next;
}

int main() {
    vector<ListNode*> lists(read<int>());
    for (ListNode*& list : lists) list = readList();
    printList(mergeAll(lists));
}
