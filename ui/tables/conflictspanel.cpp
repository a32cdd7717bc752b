#include "conflictspanel.h"

#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/plaintooltip.h>
#include <ui/tables/rowtable.h>

#include <QElapsedTimer>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLoggingCategory>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <memory>
#include <numeric>
#include <optional>
#include <utility>

namespace parallax::ui {

// The window's startup timings (as ui/mainwindow.cpp prints them).
Q_LOGGING_CATEGORY(lcConflictsTiming, "parallax.ui.startup", QtInfoMsg)

ConflictsModel::ConflictsModel(CorpusModel *model, QObject *parent)
    : QAbstractTableModel(parent)
    , m_model(model)
{
    connect(model, &CorpusModel::corpusChanged, this, &ConflictsModel::reload);
    connect(model, &CorpusModel::eventsChanged, this, &ConflictsModel::takeEdit);
    connect(model, &CorpusModel::filterChanged, this, &ConflictsModel::refilter);
    reload();
}

QString conflictKindWords(ConflictKind k)
{
    switch (k) {
    case ConflictKind::BetweenSources:
        return ConflictsModel::tr("Sources disagree");
    case ConflictKind::WithRecord:
        return ConflictsModel::tr("Differs from the record");
    case ConflictKind::WithinSource:
        return ConflictsModel::tr("A source contradicts itself");
    case ConflictKind::SourceOrder:
        return ConflictsModel::tr("Told out of order");
    }
    return {};
}

QString severityWords(Severity s)
{
    switch (s) {
    case Severity::Note:
        return ConflictsModel::tr("Note");
    case Severity::Minor:
        return ConflictsModel::tr("Minor");
    case Severity::Moderate:
        return ConflictsModel::tr("Moderate");
    case Severity::Major:
        return ConflictsModel::tr("Major");
    case Severity::Severe:
        return ConflictsModel::tr("Severe");
    }
    return {};
}

namespace {

// Two conflicts that say the same, in the same place of the order. A
// deferred note names its accounts, not their dates: it is right only
// because the notes of an edited event are always taken anew
// (removeConflictsOf()).
bool same(const Conflict &a, const Conflict &b)
{
    return a.kind == b.kind && a.severity == b.severity && a.event == b.event && a.foundAt == b.foundAt
        && a.gap == b.gap && a.eventId == b.eventId && a.sources == b.sources && a.claims == b.claims
        && a.accounts == b.accounts && a.toldAfter == b.toldAfter && a.toldAfterAccount == b.toldAfterAccount
        && a.explanation == b.explanation;
}

} // namespace

namespace {

// Each event's conflicts linked as a list, in the detector's order.
void linkByEvent(
    const ConflictTable &conflicts, qsizetype events, std::vector<ConflictSlot> &first, std::vector<ConflictSlot> &next)
{
    first.assign(std::size_t(events), -1);
    next.assign(std::size_t(conflicts.size()), -1);
    for (qsizetype i = conflicts.size() - 1; i >= 0; --i)
        if (const int e = conflicts.event(i); e >= 0 && std::size_t(e) < first.size())
            next[std::size_t(i)] = std::exchange(first[std::size_t(e)], i);
}

} // namespace

namespace {

// The events' own conflicts, of events [from, to), in event order.
QList<Conflict> conflictsOfRange(const ConflictDetector &detector, int from, int to)
{
    QList<Conflict> out;
    for (int i = from; i < to; ++i)
        detector.appendOfEvent(i, out);
    return out;
}

// The narrative-order notes, source by source, as ConflictDetector::narrativeOrder()
// lists them, appended to `out` as each source's are found (a row each: at a
// million events the notes as a list of conflicts were about 160 MB). Room
// is made first for as many notes as there are dated passages (at most one
// each) and `more` conflicts after them: growing by doubling copied the rows
// and touched fresh pages again and again; room never used is never touched,
// so it is not resident.
void appendNotes(const ConflictDetector &detector, const NarrativeIndex &index, const EventList &events,
    ConflictTable &out, qsizetype more)
{
    qsizetype told = 0;
    for (int rank = 0; rank < index.sourceCount(); ++rank)
        told += qsizetype(index.toldBy(rank).size());
    out.reserve(out.size() + told + more);
    QList<Conflict> ofSource;
    for (int rank : index.ranksInOrder()) {
        ofSource.clear();
        detector.appendNotesOf(index, rank, ofSource);
        for (Conflict &c : ofSource)
            out.append(std::move(c), events);
    }
}

} // namespace

// What detectConflicts() finds, in its order, with the narrative index made
// once (the notes need it, and so does the model, for edits).
ConflictsModel::Found ConflictsModel::findAll(const Corpus &corpus)
{
    QElapsedTimer clock;
    clock.start();
    // The notes' explanations are written for the rows shown (explain()).
    const ConflictDetector detector(corpus, ConflictDetector::Explanations::Deferred);
    const int events = int(corpus.events.size());
    Found found;
    // The events' own conflicts are found on a helper thread while this one
    // finds the notes (both only read the corpus), then put after them:
    // sorted, every conflict of an event's own (Minor or more) comes before
    // every note, and each list keeps its order, so the order is
    // detectConflicts()'s either way.
    QFuture<QList<Conflict>> ownFound
        = QtConcurrent::run(helperPool(), [&detector, events] { return conflictsOfRange(detector, 0, events); });
    found.narrative = NarrativeIndex(corpus);
    appendNotes(detector, found.narrative, corpus.events, found.conflicts, events);
    const qint64 notes = clock.restart();
    for (Conflict &c : ownFound.takeResult())
        found.conflicts.append(std::move(c), corpus.events);
    const qint64 ofEvents = clock.restart();
    found.conflicts.sort();
    const qint64 sorted = clock.restart();
    linkByEvent(found.conflicts, events, found.first, found.next);
    found.summary = summarizeDisputes(corpus, found.conflicts, {});
    if (worksInBackground(corpus)) {
        qCDebug(lcConflictsTiming) << "conflicts: narrative order (wall)" << notes << "ms";
        qCDebug(lcConflictsTiming) << "conflicts: events' own, then (wall)" << ofEvents << "ms";
        qCDebug(lcConflictsTiming) << "conflicts: sorted (wall)" << sorted << "ms";
        qCDebug(lcConflictsTiming) << "conflicts: linked and summed up (wall)" << clock.elapsed() << "ms";
    }
    return found;
}

void ConflictsModel::reload()
{
    m_editedMeanwhile.clear();
    const int generation = ++m_generation;
    if (!worksInBackground(m_model->corpus())) {
        setConflicts(findAll(m_model->corpus()));
        sortIfWanted();
        if (std::exchange(m_loading, false))
            emit loadingChanged(false);
        return;
    }
    // A large corpus: the table stays empty until a worker has found them
    // (the corpus's lists are shared with the copy, not copied).
    setConflicts({});
    sortIfWanted();
    m_loading = true;
    emit loadingChanged(true);
    auto workerMs = std::make_shared<double>(0);
    runInBackground(
        this,
        [corpus = m_model->corpus(), workerMs] {
            const double cpu = threadCpuMs();
            Found found = findAll(corpus);
            *workerMs = threadCpuMs() - cpu;
            return found;
        },
        [this, generation, workerMs](Found found) {
            if (generation != m_generation)
                return;
            QElapsedTimer clock;
            clock.start();
            const double cpu = threadCpuMs();
            setConflicts(std::move(found));
            // Events edited while they were found: found again now, before
            // a sort of the rows starts (it would be of the rows before them).
            recheck(std::exchange(m_editedMeanwhile, {}));
            sortIfWanted();
            m_loading = false;
            emit loadingChanged(false);
            qCDebug(lcConflictsTiming) << "conflicts found (worker CPU)" << qRound(*workerMs) << "ms";
            qCDebug(lcConflictsTiming) << "conflicts taken in (wall)" << clock.elapsed() << "ms";
            qCDebug(lcConflictsTiming) << "conflicts taken in (CPU)" << qRound(threadCpuMs() - cpu) << "ms";
        });
}

// An edit changed some events in place: their conflicts, and those of the
// events told next to them, are found again and replace theirs row by row.
void ConflictsModel::takeEdit()
{
    if (!m_loading) {
        recheck(m_model->replacedEvents());
        return;
    }
    for (const auto &[i, was] : m_model->replacedEvents()) // as the worker's copy has it
        if (std::none_of(
                m_editedMeanwhile.begin(), m_editedMeanwhile.end(), [i = i](const auto &e) { return e.first == i; }))
            m_editedMeanwhile.append({i, was});
}

void ConflictsModel::recheck(const QList<std::pair<int, Event>> &replaced)
{
    if (replaced.isEmpty())
        return;
    ++m_rowChanges; // a sort under way is of the rows as they were
    const Corpus &corpus = m_model->corpus();
    const QList<int> events = eventsToRecheck(corpus, m_narrative, replaced);
    QList<Conflict> found = conflictsOfEvents(corpus, m_narrative, events, ConflictDetector::Explanations::Deferred);
    QList<int> edited;
    for (const auto &[i, was] : replaced)
        edited << i;
    noteChangedWhileSorting(events);
    removeConflictsOf(events, found, edited);
    for (Conflict &c : found)
        insertConflict(std::move(c));
    noteChangedWhileSorting(events);
    m_summaryValid = false;
    emit conflictsEdited();
}

// detectConflicts() lists the most severe first; showIncluded() applies the
// filter and the chosen order.
void ConflictsModel::setConflicts(Found found)
{
    beginResetModel();
    m_conflicts = std::move(found.conflicts);
    m_narrative = std::move(found.narrative);
    m_detectorOrder = ConflictOrder(m_narrative);
    m_free.clear();
    m_detected.resize(std::size_t(m_conflicts.size()));
    std::iota(m_detected.begin(), m_detected.end(), 0);
    m_first = std::move(found.first);
    m_next = std::move(found.next);
    if (m_conflicts.isEmpty()) {
        // No links to keep: insertConflict() makes room for them (an empty
        // list is also what a large corpus shows while its conflicts are
        // found, and 8 MB of links at a million events cost the window's
        // thread 8 ms then).
        m_first.clear();
        m_next.clear();
    } else if (m_first.size() != std::size_t(m_model->corpus().events.size()) || m_next.size() != m_detected.size()) {
        linkByEvent(m_conflicts, m_model->corpus().events.size(), m_first, m_next);
    }
    m_summary = std::move(found.summary);
    m_summaryValid = m_conflicts.isEmpty() || m_summary.total > 0;
    m_order.clear(); // rows of the conflicts as they were: none kept (keepOrderOfNarrowerRows())
    showIncluded();
    m_shown = std::min<std::size_t>(kFetchChunk, m_order.size());
    endReset();
}

QList<Conflict> ConflictsModel::inDetectorOrder() const
{
    QList<Conflict> out;
    out.reserve(qsizetype(m_detected.size()));
    const ConflictDetector detector(m_model->corpus());
    for (qsizetype i : m_detected) {
        out << conflictAt(i);
        detector.complete(out.back());
    }
    return out;
}

void ConflictsModel::refilter()
{
    beginResetModel();
    showIncluded();
    m_shown = std::min<std::size_t>(kFetchChunk, m_order.size());
    endReset();
    sortIfWanted();
}

// The conflicts of the events the filter lets through, in the current order.
// A large corpus's rows wanted in an order of words are shown in the
// detector's order until a worker has sorted them (sortIfWanted()).
void ConflictsModel::showIncluded()
{
    ++m_rowChanges;
    const bool later = sortsInBackground(m_wantedColumn);
    if (later && keepOrderOfNarrowerRows())
        return;
    m_order = ordered(later ? -1 : m_wantedColumn, m_wantedOrder);
    if (!later || m_order.empty()) { // rows in the order wanted (none are in any)
        m_sortColumn = m_wantedColumn;
        m_sortOrder = m_wantedOrder;
    } else {
        m_sortColumn = -1;
        m_sortOrder = Qt::DescendingOrder;
    }
}

// Rows already in the order wanted that a filter narrows (none comes that
// was not there): those left keep their order, without a sort. False when a
// row would come, or the rows are not in the order wanted.
bool ConflictsModel::keepOrderOfNarrowerRows()
{
    if (m_sortColumn != m_wantedColumn || m_sortOrder != m_wantedOrder || m_order.empty())
        return false;
    // 1: shown now; 2: shown now and let through.
    std::vector<char> row(std::size_t(m_conflicts.size()), 0);
    for (ConflictSlot i : m_order)
        row[std::size_t(i)] = 1;
    for (ConflictSlot i : includedRows()) {
        if (!row[std::size_t(i)])
            return false;
        row[std::size_t(i)] = 2;
    }
    std::erase_if(m_order, [&](ConflictSlot i) { return row[std::size_t(i)] != 2; });
    return true;
}

// Once the rows are listed again (and the views told): the sort they still
// need is started, and one under way for the rows as they were is dropped.
void ConflictsModel::sortIfWanted()
{
    if (m_sortColumn != m_wantedColumn || m_sortOrder != m_wantedOrder) {
        sortInBackground();
        return;
    }
    cancelSort();
}

namespace {

// What sorting the rows by their words reads, copied so that a worker thread
// can read it (the corpus's lists and the table's kept conflicts are shared
// with the window's, not copied).
struct WordsToSort
{
    Corpus corpus;
    ConflictTable conflicts;
    QString language;
    QHash<QString, QString> sourceNames; // each source's short name, by id
};

// A conflict's sources named as the table shows them.
template <typename NameOf> QString sourcesWords(const QStringList &ids, NameOf nameOf)
{
    QStringList names;
    for (const QString &id : ids)
        names << nameOf(id);
    return names.join(QStringLiteral(" / "));
}

QString nameIn(const QHash<QString, QString> &names, const QString &id)
{
    const auto it = names.constFind(id);
    return it != names.cend() ? *it : sourceLabel(id);
}

template <typename Key> void sortRowsBy(std::vector<ConflictSlot> &rows, Qt::SortOrder order, Key key)
{
    std::stable_sort(rows.begin(), rows.end(),
        [&](qsizetype a, qsizetype b) { return order == Qt::AscendingOrder ? key(a) < key(b) : key(b) < key(a); });
}

// The rows in the order of a column of words (the event, the sources, what
// differs): each row's words found once, then one stable sort.
std::vector<ConflictSlot> sortedByWords(std::vector<ConflictSlot> rows, const WordsToSort &in, int column,
    Qt::SortOrder order, const std::atomic<bool> *stop = nullptr)
{
    const auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    if (stopped())
        return {};
    const ConflictTable &list = in.conflicts;
    const EventList &events = in.corpus.events;
    if (column == ConflictsModel::EventColumn) {
        // By the titles read in place: a copy of each was 675,698 strings
        // at a million conflicts.
        std::vector<QStringView> titles(std::size_t(list.size()));
        for (qsizetype i : rows) {
            const int e = list.event(i);
            titles[std::size_t(i)] = e >= 0 ? pickNameView(events[e].titles, in.language) : QStringView();
        }
        sortRowsBy(rows, order, [&](qsizetype i) { return titles[std::size_t(i)]; });
        return rows;
    }
    std::vector<QString> texts(std::size_t(list.size()));
    if (column == ConflictsModel::ExplanationColumn) {
        // The notes' explanations are written here (at a million conflicts,
        // most of the sort's time): on the helper threads as well as this
        // one, each into its own slot.
        const ConflictDetector detector(in.corpus);
        QtConcurrent::blockingMap(helperPool(), rows, [&](qsizetype i) {
            if (!stopped())
                texts[std::size_t(i)] = detector.explain(list.at(i, events));
        });
    } else {
        // A note names one source: each named once.
        for (qsizetype i : rows)
            texts[std::size_t(i)] = list.kind(i) == ConflictKind::SourceOrder
                ? nameIn(in.sourceNames, list.firstSource(i))
                : sourcesWords(
                    list.at(i, events).sources, [&](const QString &id) { return nameIn(in.sourceNames, id); });
    }
    if (stopped())
        return {};
    sortRowsBy(rows, order, [&](qsizetype i) -> const QString & { return texts[std::size_t(i)]; });
    return rows;
}

WordsToSort wordsToSort(const CorpusModel &model, const ConflictTable &conflicts)
{
    WordsToSort in {model.corpus(), conflicts, model.displayLanguage(), {}};
    for (const Source &s : in.corpus.sources)
        in.sourceNames.insert(s.id, shortSourceName(s));
    return in;
}

// Sorting by these columns takes seconds at a million conflicts (the
// event's title: 0.9 s, what differs: 2.9 s); by the others, milliseconds.
bool isColumnOfWords(int column)
{
    return column == ConflictsModel::EventColumn || column == ConflictsModel::SourcesColumn
        || column == ConflictsModel::ExplanationColumn;
}

} // namespace

// The conflicts the filter lets through, in the detector's order.
std::vector<ConflictSlot> ConflictsModel::includedRows() const
{
    std::vector<ConflictSlot> rows;
    const bool all = m_model->filter().isEmpty();
    for (qsizetype i : m_detected)
        if (all || m_model->isIncluded(m_conflicts.event(i)))
            rows.push_back(i);
    return rows;
}

std::vector<ConflictSlot> ConflictsModel::ordered(int column, Qt::SortOrder order) const
{
    std::vector<ConflictSlot> rows = includedRows();
    // m_detected is in detectConflicts() order, most severe first: the
    // default order needs no sort (a million conflicts took a GUI-thread sort).
    if (column < 0 || (column == SeverityColumn && order == Qt::DescendingOrder))
        return rows;
    const ConflictTable &list = m_conflicts;
    switch (column) {
    case SeverityColumn:
        sortRowsBy(rows, order, [&](qsizetype i) { return int(list.severity(i)); });
        break;
    case KindColumn:
        sortRowsBy(rows, order, [&](qsizetype i) { return int(list.kind(i)); });
        break;
    case GapColumn:
        sortRowsBy(rows, order, [&](qsizetype i) { return list.gap(i); });
        break;
    default:
        if (isColumnOfWords(column))
            return sortedByWords(std::move(rows), wordsToSort(*m_model, m_conflicts), column, order);
        break; // no such column: the detector's order
    }
    return rows;
}

// Whether sorting by `column` goes to a worker: words, for a large corpus.
bool ConflictsModel::sortsInBackground(int column) const
{
    return isColumnOfWords(column) && worksInBackground(m_model->corpus());
}

// A worker sorts the rows as they are now; they keep their order until it is
// done. Rows an edit changes meanwhile are put in place when it is; a
// filter or a new corpus asks for another sort. A sort no longer wanted is
// told to stop (its seconds and its copies are of no use).
void ConflictsModel::sortInBackground()
{
    dropSort();
    const int request = m_sortRequests;
    const int changes = m_rowChanges;
    const int column = m_wantedColumn;
    const Qt::SortOrder order = m_wantedOrder;
    m_sortStop = std::make_shared<std::atomic<bool>>(false);
    setSorting(true);
    runInBackground(
        this,
        [rows = includedRows(), in = wordsToSort(*m_model, m_conflicts), column, order, stop = m_sortStop]() mutable {
            return sortedByWords(std::move(rows), in, column, order, stop.get());
        },
        [this, request, changes, column, order](std::vector<ConflictSlot> sorted) {
            if (request != m_sortRequests)
                return; // another sort was asked for (a filter, a new corpus, a click)
            // Only edits change the rows without asking for another sort:
            // their rows are put in place, not the whole sorted again (edits
            // every few seconds would keep a sort of seconds from ending).
            if (changes != m_rowChanges)
                sorted = withEditsMeanwhile(std::move(sorted), column, order);
            m_changedWhileSorting.clear();
            m_sortStop.reset();
            setSorting(false);
            takeOrder(std::move(sorted), column, order);
        });
}

// While a worker sorts: every conflict of these events, which an edit finds
// again (before and after), is one whose place its order may not know.
void ConflictsModel::noteChangedWhileSorting(const QList<int> &events)
{
    if (!m_sorting)
        return;
    for (int e : events)
        if (e >= 0 && std::size_t(e) < m_first.size())
            for (qsizetype i = m_first[std::size_t(e)]; i >= 0; i = m_next[std::size_t(i)])
                m_changedWhileSorting.push_back(ConflictSlot(i));
}

// The worker's order with the rows edits changed meanwhile taken out and
// put back where the order asked for has them (a few rows: each found by
// halves among a million).
std::vector<ConflictSlot> ConflictsModel::withEditsMeanwhile(
    std::vector<ConflictSlot> sorted, int column, Qt::SortOrder order) const
{
    std::vector<char> changed(std::size_t(m_conflicts.size()), 0);
    for (ConflictSlot i : m_changedWhileSorting)
        if (i >= 0 && std::size_t(i) < changed.size())
            changed[std::size_t(i)] = 1;
    std::erase_if(sorted, [&](ConflictSlot i) { return std::size_t(i) >= changed.size() || changed[std::size_t(i)]; });
    const auto before = [&](qsizetype a, qsizetype b) { return shownBefore(a, b, column, order); };
    for (ConflictSlot i : m_order)
        if (changed[std::size_t(i)])
            sorted.insert(std::lower_bound(sorted.begin(), sorted.end(), i, before), i);
    return sorted;
}

// No sort under way any more (the rows are, or are about to be, in the
// order wanted).
void ConflictsModel::cancelSort()
{
    dropSort();
    setSorting(false);
}

// A sort under way, if any, is dropped: its order will not be taken, and
// its worker stops.
void ConflictsModel::dropSort()
{
    ++m_sortRequests;
    if (m_sortStop)
        m_sortStop->store(true);
    m_sortStop.reset();
    m_changedWhileSorting.clear();
}

void ConflictsModel::setSorting(bool sorting)
{
    if (std::exchange(m_sorting, sorting) != sorting)
        emit sortingChanged(sorting);
}

// Whether conflict a has a row before conflict b in the current order: by
// the sorted column's value, then in the detector's order (order() sorts
// stably from it).
bool ConflictsModel::shownBefore(qsizetype a, qsizetype b) const
{
    return shownBefore(a, b, m_sortColumn, m_sortOrder);
}

// The same in the order of `column` and `order`.
bool ConflictsModel::shownBefore(qsizetype a, qsizetype b, int column, Qt::SortOrder order) const
{
    const bool sorted = column >= 0 && !(column == SeverityColumn && order == Qt::DescendingOrder);
    const auto byKey = [&](const auto &kx, const auto &ky) -> std::optional<bool> {
        if (kx == ky)
            return std::nullopt;
        return order == Qt::AscendingOrder ? kx < ky : ky < kx;
    };
    std::optional<bool> decided;
    if (sorted) {
        switch (column) {
        case SeverityColumn:
            decided = byKey(int(m_conflicts.severity(a)), int(m_conflicts.severity(b)));
            break;
        case KindColumn:
            decided = byKey(int(m_conflicts.kind(a)), int(m_conflicts.kind(b)));
            break;
        case GapColumn:
            decided = byKey(m_conflicts.gap(a), m_conflicts.gap(b));
            break;
        case EventColumn:
            decided = byKey(eventTitle(a), eventTitle(b));
            break;
        default:
            decided = byKey(displayText(conflictAt(a), column), displayText(conflictAt(b), column));
            break;
        }
    }
    return decided ? *decided : m_detectorOrder(m_conflicts, a, b);
}

// The row a conflict is shown in (-1 when the filter hides it): found by
// its place in the order, as the rows are sorted by it; else looked for
// (the rows are sorted by an event's title, which the edit changed).
int ConflictsModel::rowOf(qsizetype conflict) const
{
    auto it = std::lower_bound(
        m_order.begin(), m_order.end(), conflict, [this](qsizetype a, qsizetype b) { return shownBefore(a, b); });
    if (it == m_order.end() || *it != conflict)
        it = std::find(m_order.begin(), m_order.end(), conflict);
    return it != m_order.end() ? int(it - m_order.begin()) : -1;
}

// Every conflict of these events leaves its row, and its place is free;
// one found again as it was, and shown as it was, keeps its row and is
// taken out of `found` (most of those found again are the neighbours').
void ConflictsModel::removeConflictsOf(const QList<int> &events, QList<Conflict> &found, const QList<int> &edited)
{
    std::vector<qsizetype> all;
    for (int e : events)
        if (e >= 0 && std::size_t(e) < m_first.size())
            for (qsizetype i = std::exchange(m_first[std::size_t(e)], -1); i >= 0; i = m_next[std::size_t(i)])
                all.push_back(i);
    std::vector<qsizetype> gone;
    const bool filtered = !m_model->filter().isEmpty();
    for (qsizetype i : all) {
        const Conflict c = conflictAt(i);
        // A note without its explanation does not show that an event it
        // names was renamed: a note of an edited event is always taken anew.
        const bool deferred
            = m_conflicts.isDeferredNote(i) && (edited.contains(c.event) || edited.contains(c.toldAfter));
        const auto again = deferred
            ? found.end()
            : std::find_if(found.begin(), found.end(), [&c](const Conflict &f) { return same(f, c); });
        if (again == found.end() || (filtered && (rowOf(i) >= 0) != m_model->isIncluded(c.event))) {
            gone.push_back(i);
            continue;
        }
        found.erase(again);
        m_next[std::size_t(i)] = std::exchange(m_first[std::size_t(c.event)], i);
    }
    std::vector<int> rows;
    for (qsizetype i : gone) {
        if (const int row = rowOf(i); row >= 0)
            rows.push_back(row);
        const auto at = std::lower_bound(m_detected.begin(), m_detected.end(), i,
            [this](qsizetype a, qsizetype b) { return m_detectorOrder(m_conflicts, a, b); });
        if (at != m_detected.end() && *at == i)
            m_detected.erase(at);
    }
    removeRows(std::move(rows));
    for (qsizetype i : gone) {
        m_conflicts.clear(i);
        m_free.push_back(i);
    }
}

// Rows removed from the last, each run of neighbours at once; those not
// fetched yet leave without a signal.
void ConflictsModel::removeRows(std::vector<int> rows)
{
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (std::size_t k = 0; k < rows.size();) {
        std::size_t end = k + 1;
        while (end < rows.size() && rows[end] == rows[end - 1] - 1)
            ++end;
        const int first = rows[end - 1];
        int last = rows[k];
        if (std::size_t(last) >= m_shown) {
            const int hidden = std::max(first, int(m_shown));
            m_order.erase(m_order.begin() + hidden, m_order.begin() + last + 1);
            last = hidden - 1;
        }
        if (last >= first) {
            beginRemoveRows({}, first, last);
            m_order.erase(m_order.begin() + first, m_order.begin() + last + 1);
            m_shown -= std::size_t(last - first + 1);
            endRemoveRows();
        }
        k = end;
    }
}

// O(conflicts of the event × log rows): each found by its place in the order.
int ConflictsModel::fetchFirstRowOf(int event)
{
    if (event < 0 || std::size_t(event) >= m_first.size())
        return -1;
    int first = -1;
    for (qsizetype i = m_first[std::size_t(event)]; i >= 0; i = m_next[std::size_t(i)])
        if (const int row = rowOf(i); row >= 0 && (first < 0 || row < first))
            first = row;
    if (first >= 0)
        showUpTo(first + 1);
    return first;
}

// The first `rows` rows fetched (at most all of them).
void ConflictsModel::showUpTo(int rows)
{
    const std::size_t n = std::min(std::size_t(std::max(rows, 0)), m_order.size());
    if (n <= m_shown)
        return;
    beginInsertRows({}, int(m_shown), int(n) - 1);
    m_shown = n;
    endInsertRows();
}

bool ConflictsModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_shown < m_order.size();
}

// Rows fetched by a slot of modelReset() would be inserted before every
// slot had heard of the reset: they are fetched after it.
void ConflictsModel::endReset()
{
    m_resetting = true;
    endResetModel();
    m_resetting = false;
}

void ConflictsModel::fetchMore(const QModelIndex &parent)
{
    if (!parent.isValid() && !m_resetting)
        showUpTo(int(m_shown) + kFetchChunk);
}

// A conflict found again takes a free place and its row in the order.
void ConflictsModel::insertConflict(Conflict c)
{
    if (m_first.empty())
        m_first.assign(std::size_t(m_model->corpus().events.size()), -1);
    qsizetype i = m_conflicts.size();
    if (!m_free.empty()) {
        i = m_free.back();
        m_free.pop_back();
        m_conflicts.set(i, std::move(c), events());
    } else {
        m_conflicts.append(std::move(c), events());
        m_next.push_back(-1);
    }
    const int e = m_conflicts.event(i);
    if (e >= 0 && std::size_t(e) < m_first.size())
        m_next[std::size_t(i)] = std::exchange(m_first[std::size_t(e)], i);
    m_detected.insert(std::lower_bound(m_detected.begin(), m_detected.end(), i,
                          [this](qsizetype a, qsizetype b) { return m_detectorOrder(m_conflicts, a, b); }),
        i);
    if (!m_model->filter().isEmpty() && !m_model->isIncluded(e))
        return;
    const auto at = std::lower_bound(
        m_order.begin(), m_order.end(), i, [this](qsizetype a, qsizetype b) { return shownBefore(a, b); });
    const int row = int(at - m_order.begin());
    if (std::size_t(row) > m_shown || (std::size_t(row) == m_shown && m_shown < m_order.size())) {
        m_order.insert(at, i); // among the rows not fetched yet
        return;
    }
    beginInsertRows({}, row, row);
    m_order.insert(at, i);
    ++m_shown;
    endInsertRows();
}

// A large corpus's rows are sorted by words on a worker thread (seconds at
// a million conflicts); by anything else, or a small corpus's, at once.
void ConflictsModel::sort(int column, Qt::SortOrder sortOrder)
{
    m_wantedColumn = column;
    m_wantedOrder = sortOrder;
    if (column == m_sortColumn && sortOrder == m_sortOrder) { // already so (kept so through edits)
        cancelSort();
        return;
    }
    if (sortsInBackground(column) && !m_order.empty()) {
        sortInBackground();
        return;
    }
    cancelSort(); // a sort under way is of an older choice
    takeOrder(ordered(column, sortOrder), column, sortOrder);
}

// Sorted rows keep the number fetched, more when a row held by a persistent
// index (the selection, the current row) moves past them: it is fetched
// before the order changes.
void ConflictsModel::takeOrder(std::vector<ConflictSlot> sorted, int column, Qt::SortOrder sortOrder)
{
    std::vector<int> rowOf(std::size_t(m_conflicts.size()), -1);
    for (std::size_t r = 0; r < sorted.size(); ++r)
        rowOf[std::size_t(sorted[r])] = int(r);
    const auto newRow = [&](const QModelIndex &i) { return rowOf[std::size_t(m_order[std::size_t(i.row())])]; };
    int needed = 0;
    for (const QModelIndex &i : persistentIndexList())
        needed = std::max(needed, newRow(i) + 1);
    showUpTo(needed);
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> rows;
    for (const QModelIndex &i : before)
        rows.push_back(newRow(i));
    m_sortColumn = column;
    m_sortOrder = sortOrder;
    m_order = std::move(sorted);
    QModelIndexList after;
    for (qsizetype k = 0; k < before.size(); ++k) {
        const int row = rows[std::size_t(k)];
        after << (std::size_t(row) < m_shown ? index(row, before[k].column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int ConflictsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown);
}

int ConflictsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

// The title of a conflict's event, read in place (its id when the event is
// not in the corpus).
QStringView ConflictsModel::eventTitle(const Conflict &c) const
{
    return c.event >= 0 ? pickNameView(m_model->corpus().events[c.event].titles, m_model->displayLanguage())
                        : QStringView(c.eventId);
}

// The same for the i-th conflict, read in place: its event's title, which
// lives as long as the corpus (a conflict without one is never sorted by
// title: its event left the corpus, and its row with it).
QStringView ConflictsModel::eventTitle(qsizetype i) const
{
    const int e = m_conflicts.event(i);
    return e >= 0 ? pickNameView(m_model->corpus().events[e].titles, m_model->displayLanguage()) : QStringView();
}

QString ConflictsModel::sourceName(const QString &id) const
{
    const Source *s = m_model->source(id);
    return s ? shortSourceName(*s) : sourceLabel(id);
}

Conflict ConflictsModel::conflictAt(qsizetype i) const
{
    return m_conflicts.at(i, events());
}

const EventList &ConflictsModel::events() const
{
    return m_model->corpus().events;
}

QString ConflictsModel::displayText(const Conflict &c, int column) const
{
    switch (column) {
    case SeverityColumn:
        return severityWords(c.severity);
    case KindColumn:
        return conflictKindWords(c.kind);
    case EventColumn:
        return eventTitle(c).toString();
    case SourcesColumn:
        return sourcesWords(c.sources, [this](const QString &id) { return sourceName(id); });
    case GapColumn:
        return c.gap > 0 ? describeGap(c.gap) : QString();
    case ExplanationColumn:
        return ConflictDetector(m_model->corpus()).explain(c);
    default:
        break;
    }
    return {};
}

QVariant ConflictsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    // What the row's own fields answer, without the conflict made whole.
    const qsizetype i = m_order[std::size_t(index.row())];
    if (role == EventRole)
        return m_conflicts.event(i);
    if (role == SortRole && index.column() == SeverityColumn)
        return int(m_conflicts.severity(i));
    if (role == SortRole && index.column() == GapColumn)
        return qint64(m_conflicts.gap(i));
    if (role == Qt::ForegroundRole)
        return index.column() == SeverityColumn && m_conflicts.severity(i) >= Severity::Major
            ? QVariant(QColor(0xc6, 0x3b, 0x25))
            : QVariant();
    if (role != SortRole && role != Qt::ToolTipRole && role != Qt::DisplayRole)
        return {};
    const Conflict c = conflictAt(i);
    if (role == SortRole)
        return displayText(c, index.column());
    if (role == Qt::ToolTipRole) {
        // The cell in full (a narrow column cuts it), then what differs.
        const QString cell = displayText(c, index.column());
        const QString explanation = displayText(c, ExplanationColumn);
        return plainToolTip(
            cell.isEmpty() || cell == explanation ? explanation : cell + QStringLiteral("\n\n") + explanation);
    }
    if (role != Qt::DisplayRole)
        return {};
    return displayText(c, index.column());
}

QVariant ConflictsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case KindColumn:
        return tr("Kind");
    case EventColumn:
        return tr("Event");
    case SourcesColumn:
        return tr("Sources");
    case GapColumn:
        return tr("Gap");
    case ExplanationColumn:
        return tr("What differs");
    default:
        break;
    }
    return {};
}

ConflictsPanel::ConflictsPanel(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(new ConflictsModel(model, this))
{
    setObjectName(QStringLiteral("conflictsPanel"));
    m_view = newRowTable(m_table, QStringLiteral("conflictsTable"), tr("Conflicts between the accounts"), this);
    m_view->sortByColumn(ConflictsModel::SeverityColumn, Qt::DescendingOrder);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // Two lines a row: a long event, its sources and what differs wrap, and
    // what still does not fit ends in "…" (the tooltip has it whole).
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->verticalHeader()->setDefaultSectionSize(2 * m_view->fontMetrics().lineSpacing() + 8);
    m_view->viewport()->installEventFilter(this);
    fitColumns();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    // One click, Enter, or moving with the keys selects the row's event.
    auto select = [this](const QModelIndex &index) {
        if (index.isValid())
            m_model->selectEvent(index.data(ConflictsModel::EventRole).toInt());
    };
    connect(m_view, &QTableView::activated, this, select);
    connect(m_view, &QTableView::clicked, this, select);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this, select](const QModelIndex &current) {
            if (m_view->hasFocus() && !m_syncing)
                select(current);
        });
    connect(model, &CorpusModel::selectionChanged, this, &ConflictsPanel::showSelected);
    connect(m_table, &QAbstractItemModel::modelReset, this, [this] { showSelected(m_model->selectedEvent()); });
}

// An event chosen elsewhere (the timeline, a search, the list) has its first
// conflict selected here and scrolled to; one chosen here keeps the row it
// was chosen by (an event's other conflicts are rows of their own).
void ConflictsPanel::showSelected(int event)
{
    // Hidden behind another tab, it follows when shown: bringing the last
    // of 675,698 rows in took 28 ms at a million events.
    m_followPending = !isVisible();
    if (m_followPending)
        return;
    const QModelIndex current = m_view->currentIndex();
    if (event >= 0 && current.isValid() && current.data(ConflictsModel::EventRole).toInt() == event)
        return;
    const int row = m_table->fetchFirstRowOf(event);
    m_syncing = true;
    showChosenRow(m_view, row);
    m_syncing = false;
}

void ConflictsPanel::showEvent(QShowEvent *e)
{
    QWidget::showEvent(e);
    if (m_followPending)
        showSelected(m_model->selectedEvent());
}

// The short columns as wide as their words, the rest shared: every column in
// sight at the dock's width (no sideways scrolling to find what differs).
void ConflictsPanel::fitColumns()
{
    const QFontMetrics fm = m_view->fontMetrics();
    const int pad = 2 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 14;
    auto widest = [&](const QStringList &words) {
        int w = 0;
        for (const QString &word : words)
            w = std::max(w, fm.horizontalAdvance(word));
        return w + pad;
    };
    auto header = [&](int column) { return m_table->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(); };
    QStringList severities {header(ConflictsModel::SeverityColumn)};
    for (Severity v : {Severity::Note, Severity::Minor, Severity::Moderate, Severity::Major, Severity::Severe})
        severities << severityWords(v);
    QStringList kinds {header(ConflictsModel::KindColumn)};
    for (ConflictKind k :
        {ConflictKind::BetweenSources, ConflictKind::WithRecord, ConflictKind::WithinSource, ConflictKind::SourceOrder})
        kinds << conflictKindWords(k);
    // In a narrow dock (1280×720) the kind wraps onto the row's two lines
    // like the columns beside it, leaving them the width its one line took:
    // the narrowest width at which it breaks in two between words. Words
    // written without spaces (Chinese) keep their one line: broken between
    // any two characters, 与参考记录不符 read 与参考记 / 录不符, cutting 记录
    // ("record") in two, and its line is short anyway.
    auto onTwoLines = [&](const QString &words) {
        int best = fm.horizontalAdvance(words);
        for (qsizetype cut = 1; cut < words.size(); ++cut)
            if (words[cut] == u' ')
                best = std::min(best,
                    std::max(fm.horizontalAdvance(words.left(cut)), fm.horizontalAdvance(words.mid(cut).trimmed())));
        return best;
    };
    const int severity = widest(severities) + 16; // and the sort arrow
    int kind = widest(kinds);
    if (m_view->viewport()->width() < 1000) {
        kind = widest({header(ConflictsModel::KindColumn)});
        for (const QString &k : std::as_const(kinds))
            kind = std::max(kind, onTwoLines(k) + pad);
    }
    const int gap = widest({header(ConflictsModel::GapColumn), describeGap(200 * 366 * kSecondsPerDay)});
    const int rest = std::max(300, m_view->viewport()->width() - severity - kind - gap);
    m_view->setColumnWidth(ConflictsModel::SeverityColumn, severity);
    m_view->setColumnWidth(ConflictsModel::KindColumn, kind);
    m_view->setColumnWidth(ConflictsModel::GapColumn, gap);
    m_view->setColumnWidth(ConflictsModel::EventColumn, rest * 30 / 100);
    m_view->setColumnWidth(ConflictsModel::SourcesColumn, rest * 25 / 100);
}

bool ConflictsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

} // namespace parallax::ui
