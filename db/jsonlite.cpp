#include "jsonlite.h"

#include "jsonscan.h"

namespace parallax::db {

namespace {

void skipSpace(const char *&p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
        ++p;
}

bool literal(const char *&p, const char *end, std::string_view word)
{
    if (std::size_t(end - p) < word.size() || std::string_view(p, word.size()) != word)
        return false;
    p += word.size();
    return true;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// A number as RFC 8259 writes it: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
bool number(const char *&p, const char *end)
{
    auto digits = [&] {
        const char *from = p;
        while (p < end && isDigit(*p))
            ++p;
        return p > from;
    };
    if (p < end && *p == '-')
        ++p;
    if (p < end && *p == '0')
        ++p;
    else if (!digits())
        return false;
    if (p < end && *p == '.') {
        ++p;
        if (!digits())
            return false;
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < end && (*p == '+' || *p == '-'))
            ++p;
        if (!digits())
            return false;
    }
    return true;
}

} // namespace

bool JsonLite::parse(std::string_view bytes)
{
    m_nodes.clear();
    const char *p = bytes.data();
    const char *end = p + bytes.size();
    if (!value(p, end, 0))
        return false;
    skipSpace(p, end);
    return p == end;
}

bool JsonLite::value(const char *&p, const char *end, int depth)
{
    skipSpace(p, end);
    if (p == end)
        return false;
    const auto at = qint32(m_nodes.size());
    bool ok = true;
    switch (*p) {
    case '"':
        return string(p, end); // sets its own node
    case '{':
    case '[':
        return container(p, end, depth, *p == '{');
    case 't':
        m_nodes.push_back({Kind::True, false, {}, 0, 0});
        ok = literal(p, end, "true");
        break;
    case 'f':
        m_nodes.push_back({Kind::False, false, {}, 0, 0});
        ok = literal(p, end, "false");
        break;
    case 'n':
        m_nodes.push_back({Kind::Null, false, {}, 0, 0});
        ok = literal(p, end, "null");
        break;
    default: {
        const char *from = p;
        ok = number(p, end);
        m_nodes.push_back({Kind::Number, false, std::string_view(from, std::size_t(p - from)), 0, 0});
    }
    }
    m_nodes[std::size_t(at)].next = at + 1;
    return ok;
}

bool JsonLite::string(const char *&p, const char *end)
{
    const auto at = qint32(m_nodes.size());
    const char *from = ++p; // past the opening quote
    bool escaped = false;
    while (p < end && *p != '"') {
        const auto c = static_cast<unsigned char>(*p);
        if (c < 0x20)
            return false; // a raw control character
        if (c == '\\') {
            escaped = true;
            if (++p == end)
                return false;
        }
        ++p;
    }
    if (p == end)
        return false;
    m_nodes.push_back({Kind::String, escaped, std::string_view(from, std::size_t(p - from)), 0, at + 1});
    ++p;
    return true;
}

bool JsonLite::container(const char *&p, const char *end, int depth, bool object)
{
    if (depth >= kMaxDepth)
        return false;
    const auto at = qint32(m_nodes.size());
    m_nodes.push_back({object ? Kind::Object : Kind::Array, false, {}, 0, 0});
    const char close = object ? '}' : ']';
    ++p;
    skipSpace(p, end);
    qint32 size = 0;
    if (p < end && *p == close) {
        ++p;
    } else {
        for (;;) {
            if (object) {
                skipSpace(p, end);
                if (p == end || *p != '"' || !string(p, end))
                    return false;
                skipSpace(p, end);
                if (p == end || *p != ':')
                    return false;
                ++p;
            }
            if (!value(p, end, depth + 1))
                return false;
            ++size;
            skipSpace(p, end);
            if (p == end)
                return false;
            if (*p == close) {
                ++p;
                break;
            }
            if (*p != ',')
                return false;
            ++p;
        }
    }
    Node &n = m_nodes[std::size_t(at)];
    n.size = size;
    n.next = qint32(m_nodes.size());
    return true;
}

bool JsonLite::string(qint32 i, QString *out) const
{
    const Node &n = node(i);
    if (n.kind != Kind::String)
        return false;
    if (!n.escaped) {
        *out = QString::fromUtf8(n.text.data(), qsizetype(n.text.size()));
        return true;
    }
    QString s;
    s.reserve(qsizetype(n.text.size()));
    const char *p = n.text.data();
    const char *end = p + n.text.size();
    const char *run = p; // bytes copied as they are, up to the next escape
    while (p < end) {
        if (*p != '\\') {
            ++p;
            continue;
        }
        s += QString::fromUtf8(run, p - run);
        if (end - p < 2)
            return false;
        const char c = p[1];
        p += 2;
        switch (c) {
        case '"':
        case '\\':
        case '/':
            s += QLatin1Char(c);
            break;
        case 'b':
            s += u'\b';
            break;
        case 'f':
            s += u'\f';
            break;
        case 'n':
            s += u'\n';
            break;
        case 'r':
            s += u'\r';
            break;
        case 't':
            s += u'\t';
            break;
        case 'u': {
            const int unit = jsonEscapedUnit(p, end);
            if (unit < 0 || (unit >= 0xDC00 && unit <= 0xDFFF))
                return false; // not four hex digits, or the second half of a character alone
            if (unit >= 0xD800 && unit <= 0xDBFF) { // the first half: the second must follow
                int second = -1;
                if (end - p >= 2 && p[0] == '\\' && p[1] == 'u') {
                    p += 2;
                    second = jsonEscapedUnit(p, end);
                }
                if (second < 0xDC00 || second > 0xDFFF)
                    return false;
                s += QChar(char16_t(unit));
                s += QChar(char16_t(second));
            } else {
                s += QChar(char16_t(unit));
            }
            break;
        }
        default:
            return false;
        }
        run = p;
    }
    s += QString::fromUtf8(run, end - run);
    *out = std::move(s);
    return true;
}

} // namespace parallax::db
