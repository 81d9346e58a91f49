#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Return the middle node of the list (the second middle node when the
// length is even). The list always has at least one node.
ListNode* middleNode(ListNode* head) {
    // TODO: write your solution here
    return head;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        cin >> v;
        tail->next = new ListNode(v);
        tail = tail->next;
    }

    ListNode* mid = middleNode(dummy.next);
    cout << mid->val << '\n';
    return 0;
}
