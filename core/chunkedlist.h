#pragma once

#include <QList>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <iterator>

namespace parallax {

// The events of a corpus (EventList, corpus.h): a list shared implicitly per chunk of about
// kChunk events. Copying the list (a worker holding the corpus) costs a few
// pointers; changing one event afterwards copies the chunk that holds it,
// never the whole list. Reads by index are O(1) while every chunk but the
// last is full (a list read or appended to), else a binary search over the
// chunks (after events were inserted or removed in the middle).
//
// It reads like a QList<Event>: size(), operator[], at(), range-for,
// random-access iterators for the standard algorithms; non-const access
// copies the chunk it touches when that chunk is shared.
template <typename T> class ChunkedList
{
public:
    static constexpr qsizetype kChunk = 1024;

    using value_type = T;
    using size_type = qsizetype;
    using difference_type = qsizetype;
    using reference = T &;
    using const_reference = const T &;

    template <bool Const> class Iterator
    {
    public:
        using List = std::conditional_t<Const, const ChunkedList, ChunkedList>;
        using iterator_category = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = qsizetype;
        using reference = std::conditional_t<Const, const T &, T &>;
        using pointer = std::conditional_t<Const, const T *, T *>;

        Iterator() = default;
        Iterator(List *list, qsizetype i)
            : m_list(list)
            , m_i(i)
        { }
        template <bool C = Const>
        requires C Iterator(const Iterator<false> &other)
            : m_list(other.list())
            , m_i(other.index())
        { }

        reference operator*() const { return (*m_list)[m_i]; }
        pointer operator->() const { return &(*m_list)[m_i]; }
        reference operator[](qsizetype n) const { return (*m_list)[m_i + n]; }
        Iterator &operator++() { return ++m_i, *this; }
        Iterator operator++(int) { return Iterator(m_list, m_i++); }
        Iterator &operator--() { return --m_i, *this; }
        Iterator operator--(int) { return Iterator(m_list, m_i--); }
        Iterator &operator+=(qsizetype n) { return m_i += n, *this; }
        Iterator &operator-=(qsizetype n) { return m_i -= n, *this; }
        friend Iterator operator+(Iterator a, qsizetype n) { return a += n; }
        friend Iterator operator+(qsizetype n, Iterator a) { return a += n; }
        friend Iterator operator-(Iterator a, qsizetype n) { return a -= n; }
        friend qsizetype operator-(const Iterator &a, const Iterator &b) { return a.m_i - b.m_i; }
        friend bool operator==(const Iterator &a, const Iterator &b) { return a.m_i == b.m_i; }
        friend auto operator<=>(const Iterator &a, const Iterator &b) { return a.m_i <=> b.m_i; }
        qsizetype index() const { return m_i; }
        List *list() const { return m_list; }

    private:
        List *m_list = nullptr;
        qsizetype m_i = 0;
    };
    using iterator = Iterator<false>;
    using const_iterator = Iterator<true>;

    ChunkedList() = default;
    ChunkedList(std::initializer_list<T> items)
    {
        for (const T &t : items)
            append(t);
    }
    ChunkedList(const QList<T> &items)
    {
        for (const T &t : items)
            append(t);
    }

    qsizetype size() const { return m_size; }
    qsizetype count() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    bool empty() const { return m_size == 0; }

    const T &operator[](qsizetype i) const
    {
        const qsizetype c = chunkOf(i);
        return m_chunks.at(c).at(i - m_starts.at(c));
    }
    const T &at(qsizetype i) const { return (*this)[i]; }
    // Copies the chunk of event i first when another list shares it.
    T &operator[](qsizetype i)
    {
        const qsizetype c = chunkOf(i);
        const qsizetype offset = i - m_starts.at(c);
        return m_chunks[c][offset];
    }

    const T &first() const { return (*this)[0]; }
    const T &last() const { return (*this)[m_size - 1]; }
    const T &constFirst() const { return first(); }
    const T &constLast() const { return last(); }
    const T &front() const { return first(); }
    const T &back() const { return last(); }
    T &first() { return (*this)[0]; }
    T &last() { return (*this)[m_size - 1]; }
    T &front() { return first(); }
    T &back() { return last(); }

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, m_size}; }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    const_iterator constBegin() const { return begin(); }
    const_iterator constEnd() const { return end(); }
    iterator begin() { return {this, 0}; }
    iterator end() { return {this, m_size}; }

    void reserve(qsizetype) { }
    void clear()
    {
        m_chunks.clear();
        m_starts.clear();
        m_size = 0;
    }

    void append(const T &t) { appendChunkRoom().append(t); }
    void append(T &&t) { appendChunkRoom().append(std::move(t)); }
    void push_back(const T &t) { append(t); }
    void push_back(T &&t) { append(std::move(t)); }
    ChunkedList &operator<<(const T &t) { return append(t), *this; }

    // Inserts before index i (i == size() appends).
    void insert(qsizetype i, T t)
    {
        if (i >= m_size) {
            append(std::move(t));
            return;
        }
        const qsizetype c = chunkOf(i);
        m_chunks[c].insert(i - m_starts.at(c), std::move(t));
        shiftStarts(c + 1, 1);
        if (m_chunks.at(c).size() > 2 * kChunk)
            split(c);
    }
    iterator insert(const_iterator at, T t)
    {
        const qsizetype i = at.index();
        insert(i, std::move(t));
        return {this, i};
    }

    void removeAt(qsizetype i)
    {
        const qsizetype c = chunkOf(i);
        m_chunks[c].removeAt(i - m_starts.at(c));
        shiftStarts(c + 1, -1);
        dropIfEmpty(c);
    }
    void remove(qsizetype i, qsizetype n = 1)
    {
        for (; n > 0; --n)
            removeAt(i);
    }
    T takeAt(qsizetype i)
    {
        T t = std::move((*this)[i]);
        removeAt(i);
        return t;
    }
    iterator erase(const_iterator at)
    {
        removeAt(at.index());
        return {this, at.index()};
    }
    iterator erase(const_iterator from, const_iterator to)
    {
        for (qsizetype n = to - from; n > 0; --n)
            removeAt(from.index());
        return {this, from.index()};
    }
    // Removes the items `pred` holds for; chunks without any stay shared.
    // `pred` is called once per item, in order, as QList::removeIf does
    // (callers may collect what they remove).
    template <typename Pred> qsizetype removeIf(Pred pred)
    {
        qsizetype removed = 0;
        for (qsizetype c = 0; c < m_chunks.size(); ++c) {
            const QList<T> &chunk = m_chunks.at(c);
            const auto first = std::find_if(chunk.cbegin(), chunk.cend(), pred);
            if (first == chunk.cend())
                continue;
            QList<T> kept;
            kept.reserve(chunk.size() - 1);
            for (auto it = chunk.cbegin(); it != first; ++it)
                kept.append(*it);
            for (auto it = first + 1; it != chunk.cend(); ++it)
                if (!pred(*it))
                    kept.append(*it);
            removed += chunk.size() - kept.size();
            m_chunks[c] = std::move(kept);
        }
        if (removed > 0)
            renumber();
        return removed;
    }
    void resize(qsizetype n)
    {
        while (m_size > n) {
            QList<T> &tail = m_chunks.last();
            const qsizetype cut = std::min(m_size - n, tail.size());
            tail.resize(tail.size() - cut);
            m_size -= cut;
            dropIfEmpty(m_chunks.size() - 1);
        }
        while (m_size < n) {
            if (m_chunks.isEmpty() || m_chunks.constLast().size() >= kChunk) {
                m_starts.append(m_size);
                m_chunks.append(QList<T>());
            }
            QList<T> &tail = m_chunks.last();
            const qsizetype grow = std::min(n - m_size, kChunk - tail.size());
            tail.resize(tail.size() + grow);
            m_size += grow;
        }
    }
    void swapItemsAt(qsizetype i, qsizetype j)
    {
        if (i != j)
            std::swap((*this)[i], (*this)[j]);
    }
    // Moves the item at `from` to index `to`, shifting those between.
    void move(qsizetype from, qsizetype to)
    {
        if (from == to)
            return;
        T t = takeAt(from);
        insert(to, std::move(t));
    }

    QList<T> toList() const
    {
        QList<T> out;
        out.reserve(m_size);
        for (const QList<T> &chunk : m_chunks)
            out.append(chunk);
        return out;
    }

    // How the list is cut, for tests: its chunks and whether chunk c's items
    // are the very ones `other`'s chunk c holds (shared, not copied).
    qsizetype chunkCount() const { return m_chunks.size(); }
    qsizetype chunkSize(qsizetype c) const { return m_chunks.at(c).size(); }
    bool sharesChunkWith(const ChunkedList &other, qsizetype c) const
    {
        return c < m_chunks.size() && c < other.m_chunks.size()
            && m_chunks.at(c).constData() == other.m_chunks.at(c).constData();
    }

private:
    // The chunk holding index i: i / kChunk while the chunks are full, else
    // found by binary search.
    qsizetype chunkOf(qsizetype i) const
    {
        Q_ASSERT(i >= 0 && i < m_size);
        const qsizetype guess = std::min(i / kChunk, m_starts.size() - 1);
        const qsizetype *starts = m_starts.constData();
        if (starts[guess] <= i && (guess + 1 == m_starts.size() || i < starts[guess + 1]))
            return guess;
        return qsizetype(std::upper_bound(starts, starts + m_starts.size(), i) - starts) - 1;
    }

    // The last chunk with room for one more item, counted in size().
    QList<T> &appendChunkRoom()
    {
        if (m_chunks.isEmpty() || m_chunks.constLast().size() >= kChunk) {
            m_starts.append(m_size);
            m_chunks.append(QList<T>());
            m_chunks.last().reserve(kChunk);
        }
        ++m_size;
        return m_chunks.last();
    }

    void shiftStarts(qsizetype fromChunk, qsizetype by)
    {
        m_size += by;
        for (qsizetype c = fromChunk; c < m_starts.size(); ++c)
            m_starts[c] += by;
    }

    void dropIfEmpty(qsizetype c)
    {
        if (!m_chunks.at(c).isEmpty())
            return;
        m_chunks.removeAt(c);
        m_starts.removeAt(c);
    }

    void split(qsizetype c)
    {
        QList<T> &chunk = m_chunks[c];
        const qsizetype half = chunk.size() / 2;
        QList<T> tail = chunk.mid(half);
        chunk.resize(half);
        m_chunks.insert(c + 1, std::move(tail));
        m_starts.insert(c + 1, m_starts.at(c) + half);
    }

    void renumber()
    {
        m_chunks.removeIf([](const QList<T> &chunk) { return chunk.isEmpty(); });
        m_starts.clear();
        m_size = 0;
        for (const QList<T> &chunk : std::as_const(m_chunks)) {
            m_starts.append(m_size);
            m_size += chunk.size();
        }
    }

    QList<QList<T>> m_chunks; // each shared implicitly, as is the list of them
    QList<qsizetype> m_starts; // the index of each chunk's first item
    qsizetype m_size = 0;
};

} // namespace parallax
