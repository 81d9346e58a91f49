#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    explicit ListNode(long long v) : val(v), next(nullptr) {}
};

// TODO: reorder the list L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ...
// by relinking the nodes (the head stays the same).
void zigzag(ListNode* head) {
    // Write your solution here.
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    cin >> n;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; ++i) {
        long long v;
        cin >> v;
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    ListNode* head = dummy.next;

    zigzag(head);

    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (cur != head) cout << ' ';
        cout << cur->val;
    }
    cout << '\n';
    return 0;
}
