#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    explicit ListNode(long long v) : val(v), next(nullptr) {}
};

// TODO: merge the k sorted lists (some may be empty, i.e. nullptr) into a single
// sorted list and return its head.
ListNode* mergeAll(vector<ListNode*>& lists) {
    // Write your solution here.
    return lists.empty() ? nullptr : lists[0];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k = 0;
    cin >> k;
    vector<ListNode*> lists(k, nullptr);
    for (int i = 0; i < k; ++i) {
        int len;
        cin >> len;
        ListNode dummy(0);
        ListNode* tail = &dummy;
        for (int j = 0; j < len; ++j) {
            long long v;
            cin >> v;
            tail->next = new ListNode(v);
            tail = tail->next;
        }
        lists[i] = dummy.next;
    }

    ListNode* head = mergeAll(lists);

    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (cur != head) cout << ' ';
        cout << cur->val;
    }
    cout << '\n';
    return 0;
}
