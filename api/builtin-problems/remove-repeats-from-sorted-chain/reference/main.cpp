#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Equal values are adjacent in a sorted list, so unlink every node that
// repeats the value of the node before it.
ListNode* removeRepeats(ListNode* head) {
    ListNode* cur = head;
    while (cur && cur->next) {
        if (cur->next->val == cur->val) {
            ListNode* dup = cur->next;
            cur->next = dup->next;
            delete dup;
        } else {
            cur = cur->next;
        }
    }
    return head;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 0;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        cin >> v;
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    ListNode* head = removeRepeats(dummy.next);
    string out;
    for (ListNode* cur = head; cur; cur = cur->next) {
        if (!out.empty()) out += ' ';
        out += to_string(cur->val);
    }
    out += '\n';
    cout << out;
    return 0;
}
