#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    explicit ListNode(long long v) : val(v), next(nullptr) {}
};

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
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    if (!(cin >> n)) n = 0;
    vector<ListNode*> nodes;
    nodes.reserve(n);
    for (int i = 0; i < n; ++i) {
        long long v;
        cin >> v;
        nodes.push_back(new ListNode(v));
        if (i > 0) nodes[i - 1]->next = nodes[i];
    }
    unsigned long long k = 0;
    cin >> k;
    ListNode* head = rotateRight(n > 0 ? nodes[0] : nullptr, k);
    string out;
    out.reserve((size_t)n * 12 + 1);
    bool first = true;
    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (!first) out += ' ';
        out += to_string(cur->val);
        first = false;
    }
    out += '\n';
    cout << out;
    for (ListNode* p : nodes) delete p;
    return 0;
}
