#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <utility>

namespace parallax {

class StringBlocks;

// Names of one thing in several languages, keyed by BCP 47 code ("en", "zh",
// "da"), in the order of their keys. A map's interface over one string that
// holds them all, each language and name after its length: a million events'
// titles were a list block and a string a name (about 220 bytes an event with
// two names; now one block of about 100), and as a QMap each, 260 bytes
// before the text. Names and keys are given by value, made from the string.
class LocalizedNames
{
public:
    using Entry = std::pair<QString, QString>; // language, name

    // Reads the entries in place; valid while the names are not changed.
    class const_iterator
    {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = QString;
        using difference_type = qsizetype;
        using reference = QString;
        struct pointer
        {
            QString name;
            const QString *operator->() const { return &name; }
        };

        const_iterator() = default;
        explicit const_iterator(const QChar *at)
            : m_at(at)
        { }
        QStringView keyView() const { return QStringView(m_at + 2, lengthAt(m_at)); }
        QStringView valueView() const;
        QString key() const { return keyView().toString(); }
        QString value() const { return valueView().toString(); }
        QString operator*() const { return value(); }
        pointer operator->() const { return {value()}; }
        const_iterator &operator++()
        {
            const QStringView name = valueView();
            m_at = name.data() + name.size();
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++*this;
            return was;
        }
        friend bool operator==(const const_iterator &, const const_iterator &) = default;

    private:
        static qsizetype lengthAt(const QChar *at)
        {
            return qsizetype(std::uint32_t(at[0].unicode()) | (std::uint32_t(at[1].unicode()) << 16));
        }

        const QChar *m_at = nullptr;
    };
    using iterator = const_iterator;

    LocalizedNames() = default;
    LocalizedNames(std::initializer_list<Entry> names)
    {
        for (const Entry &e : names)
            insert(e.first, e.second);
    }

    qsizetype size() const;
    bool isEmpty() const { return m_packed.isEmpty(); }
    bool empty() const { return m_packed.isEmpty(); }
    void clear() { m_packed.clear(); }

    bool contains(QStringView language) const { return find(language) != end(); }
    QString value(QStringView language, const QString &fallback = {}) const
    {
        const const_iterator at = find(language);
        return at == end() ? fallback : at.value();
    }
    // The first name in key order (the map's first()); empty when there is none.
    QString first() const { return isEmpty() ? QString() : begin().value(); }
    QStringList keys() const;
    QStringList values() const;

    // Sets the name for `language`, replacing one it had.
    void insert(QStringView language, QStringView name);
    qsizetype remove(QStringView language);

    const_iterator find(QStringView language) const;
    const_iterator begin() const { return const_iterator(m_packed.constData()); }
    const_iterator end() const { return const_iterator(m_packed.constData() + m_packed.size()); }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    const_iterator constBegin() const { return begin(); }
    const_iterator constEnd() const { return end(); }

    friend bool operator==(const LocalizedNames &, const LocalizedNames &) = default;

    // The names moved into a slice of `blocks` (a reader of a million
    // events: stringblocks.h); they read and change as before.
    void shareIn(StringBlocks &blocks);
    // The names set to `entries` (by language, in order, each once), packed
    // straight into a slice of `blocks`: as insert() for each, then
    // shareIn(), without a string made for each step.
    void setIn(StringBlocks &blocks, std::initializer_list<std::pair<QStringView, QStringView>> entries);

private:
    // Each entry: the language's length (two units, low first), the
    // language, the name's length (the same way), the name; in key order,
    // each key once.
    QString m_packed;
};

} // namespace parallax
