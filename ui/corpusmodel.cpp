#include "corpusmodel.h"

#include "backgroundwork.h"

#include <QScopeGuard>

#include <algorithm>
#include <utility>

namespace parallax::ui {

CorpusModel::CorpusModel(QObject *parent)
    : QObject(parent)
{ }

void CorpusModel::setCorpus(Corpus corpus)
{
    setCorpus(prepare(std::move(corpus)));
}

CorpusModel::Prepared CorpusModel::prepare(Corpus corpus)
{
    Prepared p {std::move(corpus), {}, {}};
    // Both only read the corpus: from a hundred thousand events the index
    // is made on a helper thread while this one finds the disputes (at a
    // million events, a tenth of a second each, after everything else read).
    // On a thread of the opening pool, which ends with its job: one of the
    // helper pool would keep the low priority of the reading thread that
    // started it.
    constexpr qsizetype kIndexBesideFrom = 100000;
    QFuture<EventIdIndex> index;
    if (p.corpus.events.size() >= kIndexBesideFrom)
        index = QtConcurrent::run(openingPool(), [&events = p.corpus.events] { return EventIdIndex(events); });
    const auto waited = qScopeGuard([&index] { // never gone while the job reads the events
        if (index.isValid())
            index.waitForFinished();
    });
    p.disputed = disputedEvents(p.corpus);
    p.eventIndex = index.isValid() ? index.takeResult() : EventIdIndex(p.corpus.events);
    return p;
}

void CorpusModel::setCorpus(Prepared prepared)
{
    m_corpus = std::move(prepared.corpus);
    m_texts.clear(); // a text may have been replaced
    m_worded.clear(); // and an event
    // Found at the first account of a corpus read without words (those an
    // edit read again have them); a whole corpus looked through otherwise.
    const EventList &events = m_corpus.events; // read: no chunk is copied
    m_wordsLeftOut = std::any_of(events.begin(), events.end(), [](const Event &e) {
        return std::any_of(e.accounts.begin(), e.accounts.end(), [](const Account &a) { return a.wordsLeftOut; });
    });
    m_eventIndex = std::move(prepared.eventIndex);
    m_placeIndex.clear();
    m_sourceIndex.clear();
    for (int i = 0; i < m_corpus.places.size(); ++i)
        m_placeIndex.insert(m_corpus.places[i].id, i);
    for (int i = 0; i < m_corpus.sources.size(); ++i)
        m_sourceIndex.insert(m_corpus.sources[i].id, i);
    m_selected = -1;
    m_cursor.reset();
    m_disputed = std::move(prepared.disputed);
    m_included = applyFilter(m_corpus, m_filter, m_disputed);
    m_includedCount = int(std::count(m_included.begin(), m_included.end(), 1));
    // An event chosen early becomes the selection once the events are here
    // (and is read with its words already).
    const QString early = m_early && !m_corpus.events.isEmpty() ? m_early->second.id : QString();
    if (!m_corpus.events.isEmpty() && m_early) {
        m_worded.keep(early, std::make_shared<const Event>(std::move(m_early->second)));
        m_early.reset();
    }
    emit corpusChanged();
    if (!early.isEmpty() && eventIndex(early) >= 0)
        selectEvent(eventIndex(early));
    else
        emit selectionChanged(-1);
}

void CorpusModel::updateCorpus(Corpus corpus)
{
    const QString selected = m_selected >= 0 ? m_corpus.events[m_selected].id : QString();
    const auto cursor = m_cursor;
    setCorpus(std::move(corpus));
    m_cursor = cursor;
    selectEventById(selected);
}

void CorpusModel::updateEvents(const QList<std::pair<int, Event>> &changed)
{
    QList<int> indexes;
    indexes.reserve(changed.size());
    m_replaced.clear();
    for (const auto &[i, e] : changed) {
        if (i < 0 || i >= m_corpus.events.size())
            continue;
        m_replaced.append({i, std::exchange(m_corpus.events[i], e)});
        indexes << i;
    }
    m_worded.clear();
    // The per-event flags of those events only.
    for (int i : std::as_const(indexes)) {
        const auto k = std::size_t(i);
        m_disputed[k] = isDisputed(m_corpus.events[i]);
        const char keep = m_filter.isEmpty() || m_filter.matches(m_corpus.events[i], m_disputed[k]);
        m_includedCount += keep - m_included[k];
        m_included[k] = keep;
    }
    emit eventsChanged(indexes);
    m_replaced.clear();
    if (m_selected >= 0 && !isIncluded(m_selected))
        selectEvent(-1);
    else if (indexes.contains(m_selected))
        emit selectionChanged(m_selected); // what shows the selected event shows it again
}

bool CorpusModel::includes(const Event &e) const
{
    return m_filter.isEmpty() || m_filter.matches(e, isDisputed(e));
}

void CorpusModel::setLoading(bool loading)
{
    if (loading == m_loading)
        return;
    m_loading = loading;
    emit loadingChanged(loading);
    if (!loading && m_early) { // the reading ended without the events
        m_early.reset();
        emit selectionChanged(m_selected);
    }
}

void CorpusModel::setTimelinePreview(std::shared_ptr<TimelineData> data)
{
    m_preview = std::move(data);
    emit timelinePreviewChanged();
}

TimelineData CorpusModel::takeTimelinePreview()
{
    if (!m_preview)
        return {};
    TimelineData taken = std::move(*m_preview);
    *m_preview = TimelineData();
    m_preview->mode = taken.mode;
    return taken;
}

const Place *CorpusModel::place(const QString &id) const
{
    const int i = m_placeIndex.value(id, -1);
    return i < 0 ? nullptr : &m_corpus.places[i];
}

const Source *CorpusModel::source(const QString &id) const
{
    const int i = m_sourceIndex.value(id, -1);
    return i < 0 ? nullptr : &m_corpus.sources[i];
}

QString CorpusModel::sourceText(const QString &id) const
{
    const Source *s = source(id);
    if (!s || !s->text.isEmpty() || !m_readText)
        return s ? s->text : QString();
    if (const QString *kept = m_texts.find(id))
        return *kept;
    return m_texts.keep(id, m_readText(id));
}

void CorpusModel::setTextReader(TextReader read)
{
    m_readText = std::move(read);
    m_texts.clear();
}

const Event *CorpusModel::eventWithWords(int index) const
{
    if (index < 0 || index >= m_corpus.events.size())
        return nullptr;
    const Event &e = std::as_const(m_corpus.events)[index];
    const bool leftOut
        = std::any_of(e.accounts.begin(), e.accounts.end(), [](const Account &a) { return a.wordsLeftOut; });
    if (!leftOut || !m_readWords)
        return &e;
    if (const auto *kept = m_worded.find(e.id))
        return kept->get();
    std::optional<Event> read = m_readWords(e.id);
    if (!read)
        return &e;
    return m_worded.keep(e.id, std::make_shared<const Event>(std::move(*read))).get();
}

void CorpusModel::setWordsReader(WordsReader read)
{
    m_readWords = std::move(read);
    m_worded.clear();
}

void CorpusModel::selectEvent(int index)
{
    if (chooseEarly(index))
        return;
    if (index < -1 || index >= m_corpus.events.size())
        index = -1;
    if (index == m_selected && !m_early)
        return;
    m_selected = index;
    m_early.reset();
    emit selectionChanged(index);
}

void CorpusModel::selectEventById(const QString &id)
{
    const bool early = m_loading && m_corpus.events.isEmpty() && m_lookup.indexOf;
    selectEvent(early ? m_lookup.indexOf(id) : eventIndex(id));
}

// While the events are read: the event at `index` of the corpus to come,
// read on its own. False when this is not an early choice.
bool CorpusModel::chooseEarly(int index)
{
    if (!m_loading || !m_corpus.events.isEmpty() || !m_lookup.byIndex || index < 0 || index >= m_lookup.count)
        return false;
    if (earlySelection() == index)
        return true;
    std::optional<Event> e = m_lookup.byIndex(index);
    if (e)
        m_early.emplace(index, std::move(*e));
    else
        m_early.reset();
    emit selectionChanged(-1);
    return true;
}

void CorpusModel::setEventLookup(EventLookup lookup)
{
    m_lookup = std::move(lookup);
    if (m_early) {
        m_early.reset();
        emit selectionChanged(m_selected);
    }
}

const Event *CorpusModel::shownEvent() const
{
    if (m_selected >= 0)
        return eventWithWords(m_selected);
    return m_early ? &m_early->second : nullptr;
}

void CorpusModel::setFilter(const EventFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    m_included = applyFilter(m_corpus, m_filter, m_disputed);
    m_includedCount = int(std::count(m_included.begin(), m_included.end(), 1));
    emit filterChanged();
    if (m_selected >= 0 && !isIncluded(m_selected))
        selectEvent(-1);
}

void CorpusModel::setHighlightedPlace(const QString &placeId)
{
    if (placeId == m_highlightedPlace)
        return;
    m_highlightedPlace = placeId;
    emit highlightedPlaceChanged();
}

void CorpusModel::setCursor(std::optional<AxisTime> t)
{
    if (t == m_cursor)
        return;
    m_cursor = t;
    emit cursorChanged();
}

void CorpusModel::setDisplayLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    emit displayLanguageChanged();
}

} // namespace parallax::ui
