#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    explicit ListNode(long long v) : val(v), next(nullptr) {}
};

// TODO: rotate the list to the right by k places and return the new head.
// Note: k can be up to 10^18.
ListNode* rotateRight(ListNode* head, unsigned long long k) {
    // Write your solution here.
    return head;
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
    unsigned long long k = 0;
    cin >> k;

    ListNode* head = rotateRight(dummy.next, k);

    bool first = true;
    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (!first) cout << ' ';
        cout << cur->val;
        first = false;
    }
    cout << '\n';
    return 0;
}
