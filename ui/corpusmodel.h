#pragma once

#include <core/corpus.h>
#include <core/eventfilter.h>

#include <QHash>
#include <QObject>

#include <functional>
#include <optional>

namespace parallax::ui {

// The corpus the window shows, and the one selection every view shares.
class CorpusModel final : public QObject
{
    Q_OBJECT
public:
    explicit CorpusModel(QObject *parent = nullptr);

    void setCorpus(Corpus corpus);
    // The corpus after an edit: like setCorpus(), but the selected event
    // (by id), the cursor and the filter stay.
    void updateCorpus(Corpus corpus);
    const Corpus &corpus() const { return m_corpus; }

    int eventIndex(const QString &eventId) const { return m_eventIndex.value(eventId, -1); }
    const Place *place(const QString &id) const;
    const Source *source(const QString &id) const;
    // A source's text: the corpus's own when it holds it, else read through
    // the text reader when first asked for (a large corpus is read without
    // its texts, db::SourceTexts) and kept for the few sources read last.
    QString sourceText(const QString &id) const;
    using TextReader = std::function<QString(const QString &sourceId)>;
    void setTextReader(TextReader read);
    int sourceIndex(const QString &id) const { return m_sourceIndex.value(id, -1); }

    int selectedEvent() const { return m_selected; }
    // -1 clears the selection.
    void selectEvent(int index);
    void selectEventById(const QString &id) { selectEvent(eventIndex(id)); }

    // The filter every view applies, and its result per event (1 = shown).
    const EventFilter &filter() const { return m_filter; }
    void setFilter(const EventFilter &filter);
    const std::vector<char> &included() const { return m_included; }
    bool isIncluded(int event) const
    {
        return event >= 0 && std::size_t(event) < m_included.size() && m_included[std::size_t(event)];
    }
    const std::vector<char> &disputed() const { return m_disputed; }
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
    void selectionChanged(int eventIndex);
    void displayLanguageChanged();
    void cursorChanged();
    void filterChanged();
    void highlightedPlaceChanged();

private:
    Corpus m_corpus;
    QHash<QString, int> m_eventIndex;
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
    mutable QList<std::pair<QString, QString>> m_texts; // (id, text), the last read first
};

} // namespace parallax::ui
