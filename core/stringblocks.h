#pragma once

#include <QString>
#include <QStringView>

namespace parallax {

// Short strings that a million objects keep for as long as they live (an
// event's id and titles), written side by side into shared blocks: each is
// a QString over its slice of a block, which counts it as one more user and
// is freed with its last. A string of its own costs a header and malloc's
// rounding (an id of 8 characters took 48 bytes; a slice takes 18). Each
// slice ends in a null, as QString's own data does. A slice behaves as any
// shared QString: a change to it gives it a copy of its own.
//
// One writer at a time (a reader's thread); the strings it gives out go
// anywhere, as any QString.
class StringBlocks
{
public:
    explicit StringBlocks(qsizetype blockChars = 16384);
    ~StringBlocks();
    StringBlocks(const StringBlocks &) = delete;
    StringBlocks &operator=(const StringBlocks &) = delete;

    // `s` as a slice of the current block (a new block when it is full); a
    // string longer than a sixteenth of a block gets one of its own, and an
    // empty one is the null string.
    QString copy(QStringView s);

private:
    const qsizetype m_blockChars;
    QString::DataPointer m_block; // the block being filled (one reference)
    qsizetype m_used = 0;
};

} // namespace parallax
