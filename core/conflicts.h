#pragma once

#include "corpus.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace parallax {

class NarrativeIndex;

enum class ConflictKind : std::uint8_t {
    BetweenSources, // two sources date one event in ways that cannot both be true
    WithRecord, // a source's date falls outside the record's
    WithinSource, // one source dates one event twice, differently
    SourceOrder, // a source tells two events in an order their dates contradict
};

enum class Severity : std::uint8_t {
    Note = 0, // narrative order only
    Minor = 1, // about a day
    Moderate = 2, // days to a month
    Major = 3, // months
    Severe = 4, // a year or more: a wrong year
};

struct Conflict
{
    ConflictKind kind = ConflictKind::WithRecord;
    Severity severity = Severity::Minor;
    int event = -1; // index into the corpus's events
    QString eventId;
    QStringList sources; // one or two source ids
    // The EDTF dates in conflict: one per source, in the order of `sources`
    // (the widest apart when a source gives several); for WithRecord and
    // WithinSource every distinct date the source gives (the record's last
    // for WithRecord). Empty for a narrative-order note found with
    // Explanations::Deferred: ConflictDetector::complete() writes them.
    QStringList claims;
    // The accounts in the disagreement, as indices into the event's accounts:
    // a source that tells the event in several accounts is one conflict that
    // names them all, not one per account.
    QList<int> accounts;
    // SourceOrder: the event whose passage the source tells just before
    // (index into the corpus's events, like `event`); -1 otherwise.
    int toldAfter = -1;
    // A narrative-order note found with Explanations::Deferred: the account of
    // `toldAfter` told just before (its claims and explanation are written
    // from the two accounts' dates when asked); -1 otherwise.
    int toldAfterAccount = -1;
    AxisTime gap = 0; // seconds between the two dates' spans
    // Plain English, generated from the data. Empty for a narrative-order
    // note found with Explanations::Deferred: ConflictDetector::explain()
    // writes it when it is shown.
    QString explanation;
    // Where the detector found it, for its order among equals (ConflictOrder):
    // the n-th of its event's own disagreements, or for a narrative-order
    // note the text position of the passage where it is first seen.
    qsizetype foundAt = 0;
};

QString conflictKindName(ConflictKind k);
QString severityName(Severity s);

// The span a date could mean once its qualifiers are honoured: an
// approximate or uncertain date stretches by one unit of its precision each
// way (two for both).
AxisSpan effectiveSpan(const HistoricalDate &d);

// How far apart two dates are where they come nearest, counted as people
// count dates: from the start of the earlier one's last unit of the finer
// of their precisions to the start of the later one. So 11 April is a day
// before 12–13 April, 6 April a week before 13 April, February 28 days
// before March, 1813 two years before 1815, 11 April 1814 265 days before
// 1815, and 1814 101 days before 11 April 1815. Measured on what the dates
// say, not on their effectiveSpan(): "about 1813" is two years before 1815
// too (whether they conflict is judged on the widened spans). 0 when they
// overlap.
AxisTime gapBetween(const HistoricalDate &a, const HistoricalDate &b);
// "14 hours", "10 days", "3 months", "200 years".
QString describeGap(AxisTime seconds);
Severity severityOf(AxisTime gap);

// Finds a corpus's disagreements, one event at a time (for callers that
// stream them) or all at once. Each disagreement is listed once: per event,
// one WithRecord and one WithinSource per source, one BetweenSources per pair
// of sources, however many accounts each source gives; one SourceOrder note
// per source and event told out of order.
class ConflictDetector
{
public:
    // Deferred: narrative-order notes are found without their explanation and
    // claims (at a million events they are most of the conflicts: writing
    // their dates in words was most of the time it takes to find them, and
    // their claims' strings 170 MB); explain() writes the explanation for the
    // rows shown, complete() both.
    enum class Explanations : std::uint8_t { Written, Deferred };
    explicit ConflictDetector(const Corpus &corpus, Explanations explanations = Explanations::Written);
    // The conflict's explanation: its own, or for a deferred note the one the
    // detector would have written (the corpus as it is now).
    QString explain(const Conflict &c) const;
    // The conflict as Explanations::Written finds it: a deferred note's
    // claims and explanation written (the corpus as it is now).
    void complete(Conflict &c) const;
    // The date disagreements of one event (index into the corpus's events):
    // with the record, between sources, within a source. Unsorted.
    QList<Conflict> ofEvent(int event) const;
    void appendOfEvent(int event, QList<Conflict> &out) const;
    // Narrative order across the whole corpus (each source's passages in text order).
    QList<Conflict> narrativeOrder() const;
    // The narrative-order notes of one source (its rank in `index`), in the
    // order they are first seen in its text; or its note about one event.
    void appendNotesOf(const NarrativeIndex &index, int rank, QList<Conflict> &out) const;
    std::optional<Conflict> noteOf(const NarrativeIndex &index, int rank, int event) const;

private:
    struct Step;
    std::optional<Step> stepBack(int rank, const NarrativeIndex &index, std::size_t k) const;
    Conflict note(const QStringList &source, const Step &step) const; // source: one id, shared by its notes
    // A deferred note's two dates, from the accounts it names; null when they
    // are not in the corpus.
    std::optional<std::pair<HistoricalDate, HistoricalDate>> deferredDates(const Conflict &c) const;
    QString noteText(const Conflict &c, const HistoricalDate &before, const HistoricalDate &after) const;
    QString label(const QString &id) const;
    QString title(int event) const;
    const Corpus &m_corpus;
    Explanations m_explanations;
    QString m_language; // the interface's, for the events' titles (title())
    QHash<QString, QString> m_shortName;
};

// Most severe first, then the largest gap (stable).
void sortConflicts(QList<Conflict> &conflicts);

// Every disagreement in a corpus, most severe first (then largest gap).
QList<Conflict> detectConflicts(const Corpus &corpus);
// The date disagreements of one event, most severe first.
QList<Conflict> detectEventConflicts(const Corpus &corpus, int event);

// A one-line summary of what the sources say about one event, in words,
// each source by its short name and every date measured against the record:
// "4 sources; the record has 6 April 1814; A · zh and B · zh agree with it;
// C · da says 13 April 1814 — 7 days too late; 1 gives no date".
QString verdict(const Corpus &corpus, const Event &event, const QLocale &locale = QLocale());

// Short label for a source id: its first three characters when it starts with
// digits (the bundled corpus's ids), otherwise the id.
QString sourceLabel(const QString &sourceId);

} // namespace parallax
