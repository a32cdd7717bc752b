#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>

namespace parallax {

// A W3C TextQuoteSelector: the cited words and a little of the text on each
// side, which tells two occurrences of the same words apart.
struct TextQuote
{
    QString exact;
    QString prefix; // the text just before `exact` (up to kQuoteContext characters)
    QString suffix; // the text just after it
    friend bool operator==(const TextQuote &, const TextQuote &) = default;
};

inline constexpr qsizetype kQuoteContext = 32;

// The selector for the passage [start, end) of `text`, in code points (see
// textoffsets.h). An empty selector when the span is not inside the text.
TextQuote quoteAt(QStringView text, qsizetype start, qsizetype end, qsizetype context = kQuoteContext);

enum class AnchorOutcome : std::uint8_t {
    Exact, // the same words at the same place
    Moved, // the same words elsewhere (text inserted or removed before them)
    Fuzzy, // nearly the same words (a character or a few changed)
    Orphaned, // not found: the citation keeps its old quote and waits for the user
};
QString anchorOutcomeName(AnchorOutcome outcome); // "exact", "moved", "fuzzy", "orphaned"

struct Reanchored
{
    AnchorOutcome outcome = AnchorOutcome::Orphaned;
    qsizetype start = -1; // code points into the new text; -1 when orphaned
    qsizetype end = -1;
    QString quote; // the new text's words at [start, end)
    int distance = 0; // edits between the old words and the new (Fuzzy)
};

struct ReanchorOptions
{
    // The largest edit distance a fuzzy match may have, as a share of the
    // quote's length (and at least one edit); beyond it the quote is orphaned.
    double maxEditShare = 0.2;
    // How far from the old position the fuzzy search looks first (code
    // units); only when nothing is found there is the whole text searched.
    qsizetype nearWindow = 4000;
};

// Finds a quote again in a revised text: the exact words nearest the old
// position, preferring the occurrence whose prefix and suffix still match;
// else the closest approximate match within the bounded edit distance; else
// orphaned. `oldStart` is the quote's old start in code points.
Reanchored reanchor(
    QStringView newText, const TextQuote &quote, qsizetype oldStart, const ReanchorOptions &options = {});

} // namespace parallax
