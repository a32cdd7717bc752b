#include "searchpairs.h"

#include "database.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace parallax::db {

namespace {

constexpr qsizetype kSide = 3; // characters (UTF-16 units) of each word a token keeps

struct Word
{
    qsizetype begin = 0, end = 0;
    qsizetype size() const { return end - begin; }
};

// A text read folded: a folded string as it is (char16_t), or plain ASCII
// (char, from UTF-8 or UTF-16), whose fold is its lower case, lowered unit
// by unit as it is read: no copy of every passage.
template <typename Unit> class FoldedView
{
public:
    FoldedView(const Unit *text, qsizetype size, bool lowerAscii)
        : m_text(text)
        , m_size(size)
        , m_lower(lowerAscii)
    { }

    qsizetype size() const { return m_size; }
    char16_t at(qsizetype i) const
    {
        const char16_t c = char16_t(m_text[i]);
        return m_lower && c >= u'A' && c <= u'Z' ? char16_t(c | 0x20) : c;
    }
    bool isSpace(qsizetype i) const { return QChar::isSpace(char32_t(char16_t(m_text[i]))); }

    // The word that begins at or after `from`; empty at the end.
    Word wordFrom(qsizetype from) const
    {
        while (from < m_size && isSpace(from))
            ++from;
        qsizetype end = from;
        while (end < m_size && !isSpace(end))
            ++end;
        return {from, end};
    }

    // The token of a pair: the last kSide units of `left`, a space and the
    // first kSide units of `right` (whole words when shorter), hashed with
    // 64-bit FNV-1a over the units. Stored in files: never change it
    // without a schema version that writes the index again.
    std::uint64_t pairHash(Word left, Word right) const
    {
        std::uint64_t h = 0xcbf29ce484222325ULL;
        const auto mix = [&h](char16_t unit) {
            h ^= unit;
            h *= 0x100000001b3ULL;
        };
        for (qsizetype i = std::max(left.begin, left.end - kSide); i < left.end; ++i)
            mix(at(i));
        mix(u' ');
        for (qsizetype i = right.begin; i < std::min(right.end, right.begin + kSide); ++i)
            mix(at(i));
        return h;
    }

private:
    const Unit *m_text;
    qsizetype m_size;
    bool m_lower;
};

// A hash as the index's token: its top 40 bits in eight base-32 digits
// (five bits each: shifts, where base 36's divisions took 5% of a
// migration). Two keys share a token about once in a trillion pairs: a
// candidate more.
template <typename Out> void appendToken(Out &out, std::uint64_t hash)
{
    constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuv";
    char token[8];
    for (int i = 0; i < 8; ++i)
        token[i] = kDigits[(hash >> (59 - 5 * i)) & 31];
    out.append(token, 8);
}

// The distinct hashes of a passage's pairs, kept in an open-addressed table
// reused from passage to passage (sorting them took 7% of a migration).
class HashSet
{
public:
    void clear(std::size_t expected)
    {
        std::size_t size = 64;
        while (size < expected * 2)
            size *= 2;
        m_slots.assign(size, 0);
        m_order.clear();
    }
    void insert(std::uint64_t h)
    {
        h |= 1; // 0 marks a free slot
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = std::size_t(h >> 7) & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == h)
                return;
            if (m_slots[i] == 0) {
                m_slots[i] = h;
                m_order.push_back(h);
                return;
            }
        }
    }
    const std::vector<std::uint64_t> &inOrder() const { return m_order; }

private:
    std::vector<std::uint64_t> m_slots;
    std::vector<std::uint64_t> m_order;
};

template <typename Unit> std::string tokensOf(const FoldedView<Unit> &view)
{
    thread_local HashSet seen;
    seen.clear(std::size_t(view.size() / 2 + 1));
    Word left = view.wordFrom(0);
    for (Word right = view.wordFrom(left.end); right.size() > 0; right = view.wordFrom(right.end)) {
        // At most one pair per two units: the table never fills (one word
        // of one character after another, "a b c …", has that many).
        seen.insert(view.pairHash(left, right));
        left = right;
    }
    std::string out;
    out.reserve(seen.inOrder().size() * 9);
    for (const std::uint64_t h : seen.inOrder()) {
        if (!out.empty())
            out += ' ';
        appendToken(out, h);
    }
    return out;
}

// Whether a text has two words at all: most Chinese passages have none, and
// need not be folded to find that out.
bool hasInnerSpace(const QString &text)
{
    const auto space = [](QChar c) { return c.isSpace(); };
    const auto word = std::find_if_not(text.begin(), text.end(), space);
    const auto gap = std::find_if(word, text.end(), space);
    return std::find_if_not(gap, text.end(), space) != text.end();
}

// The text as it is stored: SQLite's UTF-8 (db/sqlite.cpp) holds a lone
// surrogate as U+FFFD, and the tokens are read back from there when they are
// taken out or looked up.
QString asStored(const QString &text)
{
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const bool paired = out[i].isHighSurrogate() ? i + 1 < out.size() && out[i + 1].isLowSurrogate()
            : out[i].isLowSurrogate()                ? i > 0 && text[i - 1].isHighSurrogate()
                                                     : true;
        if (!paired)
            out[i] = QChar::ReplacementCharacter;
    }
    return out;
}

} // namespace

std::string passagePairTokens(const QString &text)
{
    if (isPlainAscii(text))
        return tokensOf(FoldedView<char16_t>(reinterpret_cast<const char16_t *>(text.constData()), text.size(), true));
    if (!hasInnerSpace(text))
        return {};
    const QString folded = foldForSearch(asStored(text));
    return tokensOf(FoldedView<char16_t>(reinterpret_cast<const char16_t *>(folded.constData()), folded.size(), false));
}

std::string passagePairTokens(std::string_view utf8)
{
    if (isPlainAscii(utf8.data(), qsizetype(utf8.size())))
        return tokensOf(FoldedView<char>(utf8.data(), qsizetype(utf8.size()), true));
    return passagePairTokens(QString::fromUtf8(utf8.data(), qsizetype(utf8.size())));
}

QStringList queryPairTokens(const QString &foldedQuery)
{
    const FoldedView<char16_t> view(
        reinterpret_cast<const char16_t *>(foldedQuery.constData()), foldedQuery.size(), false);
    if (view.size() == 0 || view.isSpace(0) || view.isSpace(view.size() - 1))
        return {}; // a side that is white space: let the trigrams find it
    // Qt's case-insensitive match takes U+0345, a mark the fold removes from
    // the text, for an iota: a query with one is left to the trigrams.
    if (foldedQuery.contains(QChar(0x03B9)))
        return {};
    std::vector<Word> words;
    for (Word w = view.wordFrom(0); w.size() > 0; w = view.wordFrom(w.end))
        words.push_back(w);
    QStringList tokens;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const bool leftFixed = i - 1 > 0 || words[i - 1].size() >= kSide;
        const bool rightFixed = i + 1 < words.size() || words[i].size() >= kSide;
        if (!leftFixed || !rightFixed)
            continue;
        std::string token;
        appendToken(token, view.pairHash(words[i - 1], words[i]));
        if (!tokens.contains(QLatin1String(token)))
            tokens << QString::fromLatin1(token);
    }
    return tokens;
}

} // namespace parallax::db
