#pragma once

#include <QStringView>

#include <vector>

namespace parallax {

// Passage offsets in Parallax count Unicode code points (scalar values), the
// unit of the W3C TextPositionSelector. They do not depend on how the text is
// encoded: a character outside the BMP (𠀀, an emoji) counts once, although
// QString stores it as two UTF-16 units.

qsizetype codePointCount(QStringView text);
// Whether a passage's offsets, as stored, are ones an account can hold (it
// keeps them in 32 bits): 0 <= start <= end < 2^31.
constexpr bool passageOffsetsFit(long long start, long long end)
{
    return start >= 0 && end >= start && end <= 0x7fffffffLL;
}
// Code point index of the UTF-16 position `utf16Index` (clamped to the text).
qsizetype codePointIndexFromUtf16(QStringView text, qsizetype utf16Index);
// UTF-16 position of the code point `codePointIndex`; -1 if past the end.
qsizetype utf16IndexFromCodePoint(QStringView text, qsizetype codePointIndex);

// The two functions above walk the text from its start. For many offsets into
// one long text, build this once: it keeps where the surrogate pairs are and
// converts in O(log pairs), O(1) for text without any.
class CodePointMap
{
public:
    CodePointMap() = default;
    explicit CodePointMap(QStringView text);
    // As utf16IndexFromCodePoint(): -1 if past the end.
    qsizetype toUtf16(qsizetype codePointIndex) const;
    // As codePointIndexFromUtf16() for the text the map was built from.
    qsizetype fromUtf16(qsizetype utf16Index) const;

private:
    qsizetype m_codePoints = 0;
    std::vector<qsizetype> m_pairs; // code point indices of the characters stored as pairs
};

} // namespace parallax
