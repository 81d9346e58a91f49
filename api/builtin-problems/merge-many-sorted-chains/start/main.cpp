#include <bits/stdc++.h>
using namespace std;

// @harness io

// @harness chain

// TODO: merge the k sorted lists (some may be empty, i.e. nullptr) into a single
// sorted list and return its head.
ListNode* mergeAll(vector<ListNode*>& lists) {
    // Write your solution here.
    return lists.empty() ? nullptr : lists[0];
}

int main() {
    vector<ListNode*> lists(read<int>());
    for (ListNode*& list : lists) list = readList();
    printList(mergeAll(lists));
}
