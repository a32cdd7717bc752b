#pragma once

#include <QString>
#include <QStringView>

#include <string>

namespace parallax {

// A short string that a million objects repeat (an event's place, category
// and era, an account's source), held once for the process: a pointer, where
// a QString is three. Equal strings are the same pointer, so comparing two is
// one comparison. Strings once interned stay for the process (ids: a corpus
// has hundreds, and an edit adds one at a time). Read it as the string it
// holds (it converts to const QString &); assign any string.
class Interned
{
public:
    Interned() = default;
    Interned(const QString &s) // NOLINT(google-explicit-constructor): a string goes where a string went
        : m_s(intern(s))
    { }
    Interned(QStringView s) // NOLINT(google-explicit-constructor)
        : m_s(intern(s))
    { }
    Interned(QLatin1StringView s) // NOLINT(google-explicit-constructor)
        : Interned(QString(s))
    { }
    Interned &operator=(const QString &s)
    {
        m_s = intern(s);
        return *this;
    }

    const QString &str() const { return m_s ? *m_s : empty(); }
    operator const QString &() const { return str(); } // NOLINT(google-explicit-constructor)

    bool isEmpty() const { return !m_s; }
    qsizetype size() const { return str().size(); }
    void clear() { m_s = nullptr; }
    std::string toStdString() const { return str().toStdString(); }

    friend bool operator==(const Interned &a, const Interned &b) { return a.m_s == b.m_s; }
    friend bool operator==(const Interned &a, const QString &b) { return a.str() == b; }
    friend bool operator==(const Interned &a, QStringView b) { return a.str() == b; }
    friend bool operator==(const Interned &a, QLatin1StringView b) { return a.str() == b; }
    friend bool operator<(const Interned &a, const Interned &b) { return a.str() < b.str(); }

private:
    static const QString *intern(QStringView s);
    static const QString &empty();

    const QString *m_s = nullptr; // null for the empty string
};

inline size_t qHash(const Interned &s, size_t seed = 0) noexcept
{
    return qHash(s.str(), seed);
}

} // namespace parallax
