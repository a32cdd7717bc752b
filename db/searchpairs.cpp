#include "searchpairs.h"

#include "database.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace parallax::db {

namespace {

constexpr qsizetype kSide = 3; // characters (UTF-16 units) of each word a token keeps

struct Word
{
    qsizetype begin = 0, end = 0;
    qsizetype size() const { return end - begin; }
};

// A text read folded: either a folded string as it is, or plain ASCII,
// whose fold is its lower case, lowered unit by unit as it is read (no copy
// of every passage).
class FoldedView
{
public:
    FoldedView(QStringView text, bool lowerAscii)
        : m_text(text)
        , m_lower(lowerAscii)
    { }

    qsizetype size() const { return m_text.size(); }
    char16_t at(qsizetype i) const
    {
        const char16_t c = m_text[i].unicode();
        return m_lower && c >= u'A' && c <= u'Z' ? char16_t(c | 0x20) : c;
    }
    bool isSpace(qsizetype i) const { return m_text[i].isSpace(); }

    // The words of the text, in order.
    std::vector<Word> words() const
    {
        std::vector<Word> out;
        qsizetype i = 0;
        while (i < size()) {
            while (i < size() && isSpace(i))
                ++i;
            const qsizetype begin = i;
            while (i < size() && !isSpace(i))
                ++i;
            if (i > begin)
                out.push_back({begin, i});
        }
        return out;
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
    QStringView m_text;
    bool m_lower;
};

// A hash as the index's token: its top 40 bits in eight base-36 digits.
// (Two keys share a token about once in a trillion pairs: a candidate more.)
void appendToken(QString &out, std::uint64_t hash)
{
    constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    std::uint64_t v = hash >> 24;
    char16_t token[8];
    for (int i = 7; i >= 0; --i) {
        token[i] = char16_t(kDigits[v % 36]);
        v /= 36;
    }
    out.append(QStringView(token, 8));
}

// Whether a text has two words at all: most Chinese passages have none, and
// need not be folded to find that out.
bool hasInnerSpace(const QString &text)
{
    const qsizetype first = std::find_if(text.begin(), text.end(), [](QChar c) { return !c.isSpace(); }) - text.begin();
    for (qsizetype i = first; i < text.size(); ++i)
        if (text[i].isSpace())
            for (qsizetype j = i + 1; j < text.size(); ++j)
                if (!text[j].isSpace())
                    return true;
    return false;
}

} // namespace

QString passagePairTokens(const QString &text)
{
    if (!hasInnerSpace(text))
        return {};
    const bool ascii = isPlainAscii(text);
    const QString folded = ascii ? QString() : foldForSearch(text);
    const FoldedView view(ascii ? QStringView(text) : QStringView(folded), ascii);
    const std::vector<Word> words = view.words();
    std::vector<std::uint64_t> hashes;
    hashes.reserve(words.size());
    for (std::size_t i = 1; i < words.size(); ++i)
        hashes.push_back(view.pairHash(words[i - 1], words[i]));
    std::sort(hashes.begin(), hashes.end());
    hashes.erase(std::unique(hashes.begin(), hashes.end()), hashes.end());
    QString out;
    out.reserve(qsizetype(hashes.size()) * 9);
    for (const std::uint64_t h : hashes) {
        if (!out.isEmpty())
            out += u' ';
        appendToken(out, h);
    }
    return out;
}

QStringList queryPairTokens(const QString &foldedQuery)
{
    const FoldedView view(foldedQuery, false);
    if (view.size() == 0 || view.isSpace(0) || view.isSpace(view.size() - 1))
        return {}; // a side that is white space: let the trigrams find it
    const std::vector<Word> words = view.words();
    QStringList tokens;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const bool leftFixed = i - 1 > 0 || words[i - 1].size() >= kSide;
        const bool rightFixed = i + 1 < words.size() || words[i].size() >= kSide;
        if (!leftFixed || !rightFixed)
            continue;
        QString token;
        appendToken(token, view.pairHash(words[i - 1], words[i]));
        if (!tokens.contains(token))
            tokens << token;
    }
    return tokens;
}

} // namespace parallax::db
