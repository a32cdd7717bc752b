#include "jsonscan.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace parallax::db {

namespace {

// Whether none of the eight bytes at `p` ends a run of a string's plain
// bytes: a quote, a backslash or a control character (each test says
// whether any byte of the word is such a byte, and never misses one).
bool plainEight(const char *p)
{
    constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    std::uint64_t x;
    std::memcpy(&x, p, sizeof x);
    auto anyZero = [&](std::uint64_t v) { return (v - ones) & ~v & highs; };
    const std::uint64_t below20 = (x - ones * 0x20) & ~x & highs;
    return (anyZero(x ^ (ones * '"')) | anyZero(x ^ (ones * '\\')) | below20) == 0;
}

// lupdate and the running program agree on this context (a function that
// passed its argument to QCoreApplication::translate() hid the messages
// from lupdate).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::JsonScan)
};

// One pass over the text: a recursive descent that knows where it is (line,
// path) and records what it finds. Depth is bounded, so hostile input cannot
// exhaust the stack.
int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

class Scanner
{
public:
    Scanner(const QByteArray &text, QHash<QString, int> *lines, const QSet<QString> *wanted = nullptr)
        : m_p(text.constData())
        , m_end(m_p + text.size())
        , m_lines(lines)
        , m_wanted(wanted)
    { }

    QList<JsonProblem> run()
    {
        skipSpace();
        if (value(QString(), 0)) {
            skipSpace();
            if (m_p != m_end)
                fail(Tr::tr("unexpected text after the end of the JSON value"));
        }
        return m_problems;
    }

private:
    void problem(const QString &message) { m_problems.append({m_line, message}); }
    bool fail(const QString &message)
    {
        problem(message);
        return false;
    }

    void skipSpace()
    {
        while (m_p != m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r')) {
            if (*m_p == '\n')
                ++m_line;
            ++m_p;
        }
    }

    bool value(const QString &path, int depth)
    {
        if (m_lines && (!m_wanted || m_wanted->contains(path)))
            m_lines->insert(path, m_line);
        if (m_p == m_end)
            return fail(Tr::tr("the text ends where a value should be"));
        switch (*m_p) {
        case '{':
            return object(path, depth + 1);
        case '[':
            return array(path, depth + 1);
        case '"':
            return string(nullptr);
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            return number();
        }
    }

    bool literal(const char *word)
    {
        const qsizetype n = qsizetype(qstrlen(word));
        if (m_end - m_p < n || qstrncmp(m_p, word, n) != 0)
            return fail(Tr::tr("unexpected character '%1'").arg(QChar::fromLatin1(*m_p)));
        m_p += n;
        return true;
    }

    bool digits()
    {
        if (m_p == m_end || *m_p < '0' || *m_p > '9')
            return false;
        while (m_p != m_end && *m_p >= '0' && *m_p <= '9')
            ++m_p;
        return true;
    }

    bool number()
    {
        const char *start = m_p;
        if (m_p != m_end && *m_p == '-')
            ++m_p;
        if (m_p != m_end && *m_p == '0')
            ++m_p;
        else if (!digits())
            return fail(m_p == m_end ? Tr::tr("the text ends inside a number")
                                     : Tr::tr("unexpected character '%1'").arg(QChar::fromLatin1(*m_p)));
        if (m_p != m_end && *m_p == '.') {
            ++m_p;
            if (!digits())
                return fail(Tr::tr("a number needs digits after its decimal point"));
        }
        if (m_p != m_end && (*m_p == 'e' || *m_p == 'E')) {
            ++m_p;
            if (m_p != m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (!digits())
                return fail(Tr::tr("a number needs digits in its exponent"));
        }
        if (m_p == start)
            return fail(Tr::tr("unexpected character"));
        return true;
    }

    // Four hex digits after "\u"; -1 when they are not.
    int unicodeEscape() { return jsonEscapedUnit(m_p, m_end); }

    // A string, decoded into `out` when it is wanted (keys only).
    bool string(QString *out)
    {
        ++m_p; // the opening quote
        const char *run = m_p;
        auto flush = [&] {
            if (!out)
                return;
            // Plain ASCII (a corpus's keys) is appended in place, without a string made for it.
            if (std::all_of(run, m_p, [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
                out->append(QLatin1StringView(run, m_p - run));
            else
                out->append(QString::fromUtf8(run, m_p - run));
        };
        while (true) {
            while (m_end - m_p >= 8 && plainEight(m_p)) // most of a corpus's bytes
                m_p += 8;
            if (m_p == m_end)
                return fail(Tr::tr("a string is not closed"));
            const unsigned char c = static_cast<unsigned char>(*m_p);
            if (c == '"') {
                flush();
                ++m_p;
                return true;
            }
            if (c < 0x20) {
                // Reported, then read on: the rest of the file still gets checked.
                problem(c == '\n' ? Tr::tr("a line break inside a string (write it as \\n)")
                                  : Tr::tr("the control character U+%1 inside a string (write it as an escape)")
                                        .arg(int(c), 4, 16, QLatin1Char('0')));
                if (c == '\n')
                    ++m_line;
                ++m_p;
                continue;
            }
            if (c != '\\') {
                ++m_p;
                continue;
            }
            flush();
            if (!escape(out))
                return false;
            run = m_p;
        }
    }

    bool escape(QString *out)
    {
        ++m_p; // the backslash
        if (m_p == m_end)
            return fail(Tr::tr("a string is not closed"));
        const char c = *m_p++;
        static constexpr char simple[] = "\"\\/bfnrt";
        static constexpr char meaning[] = "\"\\/\b\f\n\r\t";
        if (const char *at = std::char_traits<char>::find(simple, 8, c)) {
            if (out)
                out->append(QChar::fromLatin1(meaning[at - simple]));
            return true;
        }
        if (c != 'u')
            return fail(Tr::tr("\\%1 is not a JSON escape").arg(QChar::fromLatin1(c)));
        const int hi = unicodeEscape();
        if (hi < 0)
            return fail(Tr::tr("\\u needs four hexadecimal digits"));
        if (hi >= 0xDC00 && hi <= 0xDFFF)
            return fail(
                Tr::tr("\\u%1 is the second half of a character without its first").arg(hi, 4, 16, QLatin1Char('0')));
        if (hi >= 0xD800 && hi <= 0xDBFF) {
            if (m_end - m_p < 2 || m_p[0] != '\\' || m_p[1] != 'u')
                return fail(Tr::tr("\\u%1 is the first half of a character without its second")
                                .arg(hi, 4, 16, QLatin1Char('0')));
            m_p += 2;
            const int lo = unicodeEscape();
            if (lo < 0xDC00 || lo > 0xDFFF)
                return fail(Tr::tr("\\u%1 is the first half of a character without its second")
                                .arg(hi, 4, 16, QLatin1Char('0')));
            if (out) {
                out->append(QChar(char16_t(hi)));
                out->append(QChar(char16_t(lo)));
            }
            return true;
        }
        if (out)
            out->append(QChar(char16_t(hi)));
        return true;
    }

    bool tooDeep(int depth)
    {
        if (depth <= kMaxJsonDepth)
            return false;
        return !fail(Tr::tr("nested more than %1 levels deep").arg(kMaxJsonDepth));
    }

    bool object(const QString &path, int depth)
    {
        if (tooDeep(depth))
            return false;
        ++m_p;
        skipSpace();
        if (m_p != m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        // The keys read so far, in buffers of this depth that keep their
        // room from object to object (a million events' keys were tens of
        // millions of strings and sets to make and free); compared one by
        // one while they are few, in a set once they are many.
        std::vector<QString> &keys = m_keys[std::size_t(depth)];
        qsizetype count = 0;
        QSet<QString> many;
        while (true) {
            if (m_p == m_end || *m_p != '"')
                return fail(Tr::tr("an object key must be a string in double quotes"));
            const int keyLine = m_line;
            if (std::size_t(count) == keys.size())
                keys.emplace_back();
            QString &key = keys[std::size_t(count)];
            key.resize(0);
            if (!string(&key))
                return false;
            const auto first = keys.begin(), last = keys.begin() + count;
            if (count == kFewKeys)
                many = QSet<QString>(first, last);
            if (count >= kFewKeys ? many.contains(key) : std::find(first, last, key) != last)
                m_problems.append({keyLine,
                    Tr::tr("the key \"%1\" appears twice in one object (a reader would keep only "
                           "one of them)")
                        .arg(key)});
            if (count >= kFewKeys)
                many.insert(key);
            ++count;
            skipSpace();
            if (m_p == m_end || *m_p != ':')
                return fail(Tr::tr("a ':' should follow the key \"%1\"").arg(key));
            ++m_p;
            skipSpace();
            if (!value(!m_lines ? QString() : path.isEmpty() ? key : path + u'.' + key, depth))
                return false;
            switch (afterElement('}')) {
            case Next::More:
                continue;
            case Next::Closed:
                return true;
            case Next::Neither:
                return fail(Tr::tr("a ',' or '}' should follow the value of \"%1\"").arg(key));
            }
        }
    }

    // What follows a member of an object or a list: a ',' (more to come,
    // consumed with the space after it), the closing bracket (consumed), or
    // neither.
    enum class Next { More, Closed, Neither };
    Next afterElement(char close)
    {
        skipSpace();
        if (m_p != m_end && *m_p == ',') {
            ++m_p;
            skipSpace();
            return Next::More;
        }
        if (m_p != m_end && *m_p == close) {
            ++m_p;
            return Next::Closed;
        }
        return Next::Neither;
    }

    bool array(const QString &path, int depth)
    {
        if (tooDeep(depth))
            return false;
        ++m_p;
        skipSpace();
        if (m_p != m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        for (qsizetype i = 0;; ++i) {
            if (!value(m_lines ? path + u'[' + QString::number(i) + u']' : QString(), depth))
                return false;
            switch (afterElement(']')) {
            case Next::More:
                continue;
            case Next::Closed:
                return true;
            case Next::Neither:
                return fail(Tr::tr("a ',' or ']' should follow a list element"));
            }
        }
    }

    const char *m_p;
    const char *m_end;
    int m_line = 1;
    QHash<QString, int> *m_lines;
    const QSet<QString> *m_wanted;
    QList<JsonProblem> m_problems;
    static constexpr qsizetype kFewKeys = 32;
    // By depth, the keys of the object being read there (see object()):
    // made for every depth at once, so that a deeper object's never moves
    // a shallower one's.
    std::vector<std::vector<QString>> m_keys = std::vector<std::vector<QString>>(kMaxJsonDepth + 1);
};

} // namespace

int jsonEscapedUnit(const char *&p, const char *end)
{
    if (end - p < 4)
        return -1;
    int unit = 0;
    for (int k = 0; k < 4; ++k) {
        const int h = hexDigit(p[k]);
        if (h < 0)
            return -1;
        unit = unit * 16 + h;
    }
    p += 4;
    return unit;
}

QList<JsonProblem> scanJson(const QByteArray &utf8)
{
    return Scanner(utf8, nullptr).run();
}

QHash<QString, int> jsonValueLines(const QByteArray &utf8, const QSet<QString> &wanted)
{
    QHash<QString, int> lines;
    (void)Scanner(utf8, &lines, wanted.isEmpty() ? nullptr : &wanted).run();
    return lines;
}

} // namespace parallax::db
