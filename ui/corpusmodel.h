#pragma once

#include <core/corpus.h>
#include <core/eventfilter.h>
#include <core/eventidindex.h>
#include <core/timelinedata.h>

#include <QHash>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>

namespace parallax::ui {

// The corpus the window shows, and the one selection every view shares.
class CorpusModel final : public QObject
{
    Q_OBJECT
public:
    explicit CorpusModel(QObject *parent = nullptr);

    void setCorpus(Corpus corpus);
    // What setCorpus() derives from the events (their index by id, the
    // disputed flags), computed on any thread: a corpus read in the
    // background arrives with it, and the window's thread only takes it.
    struct Prepared
    {
        Corpus corpus;
        EventIdIndex eventIndex;
        std::vector<char> disputed;
    };
    static Prepared prepare(Corpus corpus);
    void setCorpus(Prepared prepared);
    // The corpus after an edit: like setCorpus(), but the selected event
    // (by id), the cursor and the filter stay.
    void updateCorpus(Corpus corpus);
    const Corpus &corpus() const { return m_corpus; }
    // Events an edit changed in place (their indexes and the time order
    // stay): the corpus takes their new values and eventsChanged() names them,
    // so that views update those rows only instead of the whole corpus.
    void updateEvents(const QList<std::pair<int, Event>> &changed);
    // While eventsChanged() is emitted: the events as they were before.
    const QList<std::pair<int, Event>> &replacedEvents() const { return m_replaced; }

    // A large database is read in the background (EditSession): until its
    // corpus arrives the model holds everything but the events, and the
    // timeline may show this index of them, built with the event indexes the
    // corpus will have (LaneMode::Source, no filter).
    bool isLoading() const { return m_loading; }
    void setLoading(bool loading);
    std::shared_ptr<const TimelineData> timelinePreview() const { return m_preview; }
    void setTimelinePreview(std::shared_ptr<TimelineData> data);
    // The preview's lanes moved out, for the view that draws them (a copy
    // of a million events' lanes was 37 MB made on the window's thread, and
    // most of a 70 ms stall); timelinePreview() stays set, with its lane
    // mode and nothing else.
    TimelineData takeTimelinePreview();

    int eventIndex(const QString &eventId) const { return m_eventIndex.find(m_corpus.events, eventId); }
    const Place *place(const QString &id) const;
    const Source *source(const QString &id) const;
    // A source's text: the corpus's own when it holds it, else read through
    // the text reader when first asked for (a large corpus is read without
    // its texts, db::SourceTexts) and kept for the few sources read last.
    QString sourceText(const QString &id) const;
    using TextReader = std::function<QString(const QString &sourceId)>;
    void setTextReader(TextReader read);
    int sourceIndex(const QString &id) const { return m_sourceIndex.value(id, -1); }

    // An event with its accounts' words (quote, date words, gloss, note):
    // the corpus's own when it holds them, else read through the words
    // reader when first asked for (a large corpus is read without them,
    // db::AccountWords) and kept for the events read last. Null for an
    // index out of range; the event without its words when they cannot be
    // read. The pointer stays valid until the next call that reads another
    // event, or setCorpus(), updateEvents() or setWordsReader(): copy the
    // event to keep it across anything that may show other events.
    const Event *eventWithWords(int index) const;
    using WordsReader = std::function<std::optional<Event>(const QString &eventId)>;
    void setWordsReader(WordsReader read);
    // Whether the corpus was read without its accounts' words: a view that
    // would show many events' words at once (to fit rows to them) does not.
    bool wordsLeftOut() const { return m_wordsLeftOut; }

    int selectedEvent() const { return m_selected; }
    // -1 clears the selection. While loading, an index of the timeline's
    // preview chooses that event early (below).
    void selectEvent(int index);
    void selectEventById(const QString &id);

    // While a large database is read (isLoading()), an event can be chosen
    // from the timeline's preview or the search box before the corpus
    // arrives: the lookup reads that one event from the database. It is
    // shown by the views that show the selected event (the comparison, the
    // details, the reader, the map, the timeline's highlight) but is not
    // the selection: selectedEvent() stays -1, so nothing edits it. When
    // the corpus arrives it becomes the selection.
    struct EventLookup
    {
        int count = 0; // the events of the corpus to come
        std::function<std::optional<Event>(int index)> byIndex;
        std::function<int(const QString &id)> indexOf; // -1 for none
    };
    void setEventLookup(EventLookup lookup);
    int earlySelection() const { return m_early ? m_early->first : -1; }
    // The selected event's index and data (with its words: eventWithWords()):
    // the selection's, or the early one's; -1 / nullptr for none.
    int shownSelection() const { return m_selected >= 0 ? m_selected : earlySelection(); }
    const Event *shownEvent() const;

    // The filter every view applies, and its result per event (1 = shown).
    const EventFilter &filter() const { return m_filter; }
    void setFilter(const EventFilter &filter);
    const std::vector<char> &included() const { return m_included; }
    bool isIncluded(int event) const
    {
        return event >= 0 && std::size_t(event) < m_included.size() && m_included[std::size_t(event)];
    }
    const std::vector<char> &disputed() const { return m_disputed; }
    // Whether the filter shows this event (as it is given, e.g. one that an
    // edit replaced: replacedEvents()).
    bool includes(const Event &e) const;
    int includedCount() const { return m_includedCount; }

    // The time cursor that the map and charts follow; unset until placed.
    std::optional<AxisTime> cursor() const { return m_cursor; }
    void setCursor(std::optional<AxisTime> t);

    // A place whose events every view marks (chosen on the map); empty for none.
    QString highlightedPlace() const { return m_highlightedPlace; }
    void setHighlightedPlace(const QString &placeId);

    // The language the interface shows names in ("en" or "zh").
    QString displayLanguage() const { return m_language; }
    void setDisplayLanguage(const QString &language);

signals:
    void corpusChanged();
    void eventsChanged(const QList<int> &indexes);
    void loadingChanged(bool loading);
    void timelinePreviewChanged();
    void selectionChanged(int eventIndex);
    void displayLanguageChanged();
    void cursorChanged();
    void filterChanged();
    void highlightedPlaceChanged();

private:
    bool chooseEarly(int index);

    Corpus m_corpus;
    EventIdIndex m_eventIndex;
    QHash<QString, int> m_placeIndex;
    QHash<QString, int> m_sourceIndex;
    int m_selected = -1;
    std::optional<AxisTime> m_cursor;
    EventFilter m_filter;
    QString m_highlightedPlace;
    std::vector<char> m_included;
    std::vector<char> m_disputed;
    int m_includedCount = 0;
    QString m_language = QStringLiteral("en");
    TextReader m_readText;
    bool m_loading = false;
    QList<std::pair<int, Event>> m_replaced;
    std::shared_ptr<TimelineData> m_preview;
    EventLookup m_lookup;
    std::optional<std::pair<int, Event>> m_early;
    // What was read last by id, the last read first, at most `Kept` of them.
    template <typename T, qsizetype Kept> class LastRead
    {
    public:
        const T *find(const QString &id)
        {
            for (qsizetype i = 0; i < m_items.size(); ++i)
                if (m_items[i].first == id) {
                    m_items.move(i, 0);
                    return &m_items.front().second;
                }
            return nullptr;
        }
        const T &keep(const QString &id, T value)
        {
            m_items.prepend({id, std::move(value)});
            if (m_items.size() > Kept)
                m_items.removeLast();
            return m_items.front().second;
        }
        void clear() { m_items.clear(); }

    private:
        QList<std::pair<QString, T>> m_items;
    };
    mutable LastRead<QString, 4> m_texts;
    WordsReader m_readWords;
    bool m_wordsLeftOut = false;
    // Each event on the heap, so that the list can move without moving the
    // events handed out; as many as a tall parallel reader shows, and some.
    mutable LastRead<std::shared_ptr<const Event>, 256> m_worded;
};

} // namespace parallax::ui
