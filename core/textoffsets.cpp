#include "textoffsets.h"

#include <QChar>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace parallax {

qsizetype codePointCount(QStringView text)
{
    return codePointIndexFromUtf16(text, text.size());
}

qsizetype codePointIndexFromUtf16(QStringView text, qsizetype utf16Index)
{
    if (utf16Index > text.size())
        utf16Index = text.size();
    qsizetype count = 0;
    for (qsizetype i = 0; i < utf16Index; ++i) {
        // A low surrogate that follows a high one is the second half of one code point.
        if (i > 0 && text[i].isLowSurrogate() && text[i - 1].isHighSurrogate())
            continue;
        ++count;
    }
    return count;
}

qsizetype utf16IndexFromCodePoint(QStringView text, qsizetype codePointIndex)
{
    qsizetype cp = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        if (cp == codePointIndex)
            return i;
        const bool pair = text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate();
        i += pair ? 2 : 1;
        ++cp;
    }
    return cp == codePointIndex ? i : -1;
}

namespace {

constexpr qsizetype kBlock = 64;

// Whether any of a block's units is half of a surrogate pair: four units
// at a time, a lane of zero where one is (the compiler does not vectorise
// a loop of unknown length at -O2).
bool anySurrogate(const char16_t *u)
{
    constexpr std::uint64_t kMask = 0xF800F800F800F800ULL, kHalf = 0xD800D800D800D800ULL;
    constexpr std::uint64_t kOnes = 0x0001000100010001ULL, kHigh = 0x8000800080008000ULL;
    std::uint64_t any = 0;
    for (qsizetype i = 0; i < kBlock; i += 4) {
        std::uint64_t w = 0;
        std::memcpy(&w, u + i, sizeof w);
        const std::uint64_t y = (w & kMask) ^ kHalf; // a lane is 0 where its unit is a half
        any |= (y - kOnes) & ~y & kHigh;
    }
    return any != 0;
}

} // namespace

CodePointMap::CodePointMap(QStringView text)
{
    // Most texts hold no pair, and most blocks of any text hold none: each
    // block is passed over at a look (a character at a time, building the
    // map was a twentieth of the corpus export's time).
    const char16_t *u = text.utf16();
    qsizetype cp = 0;
    for (qsizetype i = 0; i < text.size();) {
        const qsizetype block = std::min(kBlock, text.size() - i);
        if (block == kBlock && !anySurrogate(u + i)) {
            i += block;
            cp += block;
            continue;
        }
        // A block with one: a character at a time, up to its end (a pair
        // may run past it).
        for (const qsizetype end = i + block; i < end; ++i, ++cp)
            if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
                m_pairs.push_back(cp);
                ++i;
            }
    }
    m_codePoints = cp;
}

qsizetype CodePointMap::fromUtf16(qsizetype utf16Index) const
{
    utf16Index = std::clamp<qsizetype>(utf16Index, 0, m_codePoints + qsizetype(m_pairs.size()));
    // Pair k starts at UTF-16 position m_pairs[k] + k; its second half counts
    // nothing once the position is past it.
    qsizetype lo = 0, hi = qsizetype(m_pairs.size());
    while (lo < hi) {
        const qsizetype mid = (lo + hi) / 2;
        if (m_pairs[std::size_t(mid)] + mid + 1 < utf16Index)
            lo = mid + 1;
        else
            hi = mid;
    }
    return utf16Index - lo;
}

qsizetype CodePointMap::toUtf16(qsizetype codePointIndex) const
{
    if (codePointIndex < 0 || codePointIndex > m_codePoints)
        return -1;
    const auto before = std::lower_bound(m_pairs.begin(), m_pairs.end(), codePointIndex) - m_pairs.begin();
    return codePointIndex + before;
}

} // namespace parallax
