#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    explicit ListNode(long long v) : val(v), next(nullptr) {}
};

// Reorder L0, L1, ..., Ln-1 into L0, Ln-1, L1, Ln-2, ... in place, O(1) extra space.
void zigzag(ListNode* head) {
    if (head == nullptr || head->next == nullptr) return;
    // 1. Find the end of the first half (middle node for odd lengths).
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast->next != nullptr && fast->next->next != nullptr) {
        slow = slow->next;
        fast = fast->next->next;
    }
    // 2. Detach and reverse the second half.
    ListNode* prev = nullptr;
    ListNode* cur = slow->next;
    slow->next = nullptr;
    while (cur != nullptr) {
        ListNode* nxt = cur->next;
        cur->next = prev;
        prev = cur;
        cur = nxt;
    }
    // 3. Interleave the two halves.
    ListNode* a = head;
    ListNode* b = prev;
    while (b != nullptr) {
        ListNode* an = a->next;
        ListNode* bn = b->next;
        a->next = b;
        b->next = an;
        a = an;
        b = bn;
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    cin >> n;
    vector<ListNode*> nodes(n);
    for (int i = 0; i < n; ++i) {
        long long v;
        cin >> v;
        nodes[i] = new ListNode(v);
        if (i > 0) nodes[i - 1]->next = nodes[i];
    }
    ListNode* head = n > 0 ? nodes[0] : nullptr;
    zigzag(head);
    string out;
    out.reserve((size_t)n * 12 + 1);
    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (cur != head) out += ' ';
        out += to_string(cur->val);
    }
    out += '\n';
    cout << out;
    for (ListNode* p : nodes) delete p;
    return 0;
}
