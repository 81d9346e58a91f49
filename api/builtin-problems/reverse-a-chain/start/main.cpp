#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Reverse the list starting at head and return the new head.
// head is nullptr when the list is empty.
ListNode* reverseList(ListNode* head) {
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

    ListNode* head = reverseList(dummy.next);
    bool first = true;
    for (ListNode* cur = head; cur; cur = cur->next) {
        if (!first) cout << ' ';
        cout << cur->val;
        first = false;
    }
    cout << '\n';
    return 0;
}
