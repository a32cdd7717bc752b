#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace parallax {

// Names of one thing in several languages, keyed by BCP 47 code ("en", "zh",
// "da"), in the order of their keys. A map's interface over one flat list:
// most things have two or three names, and a million events' titles held as
// a QMap each took a map block and a node per name (about 260 bytes an event
// before the text; this is one block of 16 + 48 bytes a name).
class LocalizedNames
{
public:
    using Entry = std::pair<QString, QString>; // language, name

    class const_iterator
    {
    public:
        using Base = QList<Entry>::const_iterator;
        using iterator_category = std::forward_iterator_tag;
        using value_type = QString;
        using difference_type = qsizetype;
        using pointer = const QString *;
        using reference = const QString &;

        const_iterator() = default;
        explicit const_iterator(Base at)
            : m_at(at)
        { }
        const QString &key() const { return m_at->first; }
        const QString &value() const { return m_at->second; }
        const QString &operator*() const { return m_at->second; }
        const QString *operator->() const { return &m_at->second; }
        const_iterator &operator++()
        {
            ++m_at;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++m_at;
            return was;
        }
        friend bool operator==(const const_iterator &, const const_iterator &) = default;

    private:
        Base m_at {};
    };
    using iterator = const_iterator;

    LocalizedNames() = default;
    LocalizedNames(std::initializer_list<Entry> names)
    {
        for (const Entry &e : names)
            insert(e.first, e.second);
    }

    qsizetype size() const { return m_names.size(); }
    bool isEmpty() const { return m_names.isEmpty(); }
    bool empty() const { return m_names.isEmpty(); }
    void clear() { m_names.clear(); }

    bool contains(const QString &language) const { return find(language) != end(); }
    QString value(const QString &language, const QString &fallback = {}) const
    {
        const const_iterator at = find(language);
        return at == end() ? fallback : at.value();
    }
    // The first name in key order (the map's first()).
    const QString &first() const { return m_names.first().second; }
    QStringList keys() const;
    QStringList values() const;

    // Sets the name for `language`, replacing one it had.
    void insert(const QString &language, const QString &name);
    // The name for `language`, made empty where there was none.
    QString &operator[](const QString &language);
    qsizetype remove(const QString &language);

    const_iterator find(const QString &language) const;
    const_iterator begin() const { return const_iterator(m_names.cbegin()); }
    const_iterator end() const { return const_iterator(m_names.cend()); }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    const_iterator constBegin() const { return begin(); }
    const_iterator constEnd() const { return end(); }

    friend bool operator==(const LocalizedNames &, const LocalizedNames &) = default;

private:
    // Where `language` is, or would be put to keep the key order.
    qsizetype slotOf(const QString &language) const;

    QList<Entry> m_names; // in key order, each key once
};

} // namespace parallax
