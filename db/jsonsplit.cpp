#include "jsonsplit.h"

namespace parallax::db {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Walks JSON text known to be valid: only what tells values apart is looked at.
class Walker
{
public:
    explicit Walker(const QByteArray &utf8)
        : m_p(utf8.constData())
        , m_n(utf8.size())
    { }

    qsizetype at() const { return m_at; }
    bool atEnd() const { return m_at >= m_n; }
    char peek() const { return m_at < m_n ? m_p[m_at] : '\0'; }
    void skip() { ++m_at; }

    void skipSpace()
    {
        while (m_at < m_n && isSpace(m_p[m_at]))
            ++m_at;
    }

    // A string, from its opening quote; false when it holds an escape.
    bool skipString(QByteArrayView *plain = nullptr)
    {
        const qsizetype first = ++m_at;
        bool escaped = false;
        while (m_at < m_n && m_p[m_at] != '"') {
            if (m_p[m_at] == '\\') {
                escaped = true;
                ++m_at;
            }
            ++m_at;
        }
        if (plain)
            *plain = QByteArrayView(m_p + first, m_at - first);
        ++m_at; // the closing quote
        return !escaped;
    }

    // Any value, from its first character.
    void skipValue()
    {
        int depth = 0;
        do {
            const char c = peek();
            if (c == '"')
                skipString();
            else {
                if (c == '{' || c == '[')
                    ++depth;
                else if (c == '}' || c == ']')
                    --depth;
                else if (depth == 0) { // a number, true, false or null at the top
                    while (
                        m_at < m_n && !isSpace(m_p[m_at]) && m_p[m_at] != ',' && m_p[m_at] != '}' && m_p[m_at] != ']')
                        ++m_at;
                    return;
                }
                ++m_at;
            }
        } while (depth > 0 && m_at < m_n);
    }

private:
    const char *m_p;
    qsizetype m_n;
    qsizetype m_at = 0;
};

JsonArraySlices slicesOf(Walker &w)
{
    JsonArraySlices out;
    out.begin = w.at();
    w.skip(); // [
    w.skipSpace();
    while (!w.atEnd() && w.peek() != ']') {
        const qsizetype first = w.at();
        w.skipValue();
        out.items.emplace_back(first, w.at());
        w.skipSpace();
        if (w.peek() == ',') {
            w.skip();
            w.skipSpace();
        }
    }
    w.skip(); // ]
    out.end = w.at();
    return out;
}

} // namespace

std::optional<JsonArraySlices> topLevelArray(const QByteArray &utf8, QByteArrayView key)
{
    Walker w(utf8);
    w.skipSpace();
    if (w.peek() != '{')
        return std::nullopt;
    w.skip();
    for (w.skipSpace(); !w.atEnd() && w.peek() == '"'; w.skipSpace()) {
        QByteArrayView name;
        if (!w.skipString(&name))
            return std::nullopt;
        w.skipSpace();
        w.skip(); // :
        w.skipSpace();
        if (name == key)
            return w.peek() == '[' ? std::optional(slicesOf(w)) : std::nullopt;
        w.skipValue();
        w.skipSpace();
        if (w.peek() == ',')
            w.skip();
    }
    return std::nullopt;
}

} // namespace parallax::db
