#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    explicit ListNode(long long v) : val(v), next(nullptr) {}
};

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
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k = 0;
    cin >> k;
    vector<ListNode*> lists(k, nullptr);
    vector<ListNode*> allNodes;
    for (int i = 0; i < k; ++i) {
        int len;
        cin >> len;
        ListNode* tail = nullptr;
        for (int j = 0; j < len; ++j) {
            long long v;
            cin >> v;
            ListNode* node = new ListNode(v);
            allNodes.push_back(node);
            if (tail == nullptr) lists[i] = node;
            else tail->next = node;
            tail = node;
        }
    }
    ListNode* head = mergeAll(lists);
    string out;
    out.reserve(allNodes.size() * 12 + 1);
    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (cur != head) out += ' ';
        out += to_string(cur->val);
    }
    out += '\n';
    cout << out;
    for (ListNode* p : allNodes) delete p;
    return 0;
}
