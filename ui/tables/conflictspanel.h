#pragma once

#include <core/conflicts.h>
#include <core/conflicttable.h>
#include <core/conflictupdate.h>
#include <core/disputes.h>

#include <QAbstractTableModel>
#include <QWidget>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

class QTableView;

namespace parallax::ui {

class CorpusModel;

// A conflict's kind and severity in words ("Differs from the record").
QString conflictKindWords(ConflictKind k);
QString severityWords(Severity s);

// A conflict's place in ConflictsModel's table: four bytes, where the
// order and links of a million conflicts took 24 MB at eight.
using ConflictSlot = std::int32_t;

// Every conflict the detector finds, as a table.
class ConflictsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, KindColumn, EventColumn, SourcesColumn, GapColumn, ExplanationColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int EventRole = Qt::UserRole + 2;

    explicit ConflictsModel(CorpusModel *model, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Every conflict found, in no particular order; a place a conflict left
    // after an edit (which finds the conflicts of the events it touched
    // again, in place) holds one whose event is -1.
    const ConflictTable &conflicts() const { return m_conflicts; }
    // The conflicts in the detector's order (detectConflicts()), filter or not.
    QList<Conflict> inDetectorOrder() const;
    // Sorts by a column's typed value, in the model itself: a proxy would
    // ask data() for QVariants millions of times to sort a large corpus. A
    // large corpus's rows sorted by words (event, sources, what differs) are
    // sorted by a worker: until isSorting() is false again (sortingChanged()),
    // they keep their order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // The rows come in chunks, as a view scrolls to them: a million rows
    // made a view's first fill (its header, its selection) stall the window.
    // All the conflicts are known at once; only rowCount() grows.
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    // Every row there is (rowCount() once no more can be fetched).
    int totalRows() const { return int(m_order.size()); }
    // The first row showing a conflict of `event` (index into the corpus's
    // events), fetched; -1 when no row shows one (none, or filtered out).
    int fetchFirstRowOf(int event);
    static constexpr int kFetchChunk = 1000;
    // True while a worker looks for the conflicts of a large corpus.
    bool isLoading() const { return m_loading; }
    // True while a worker sorts a large corpus's rows by words (their event,
    // sources, or what differs): until it is done they keep their order.
    bool isSorting() const { return m_sorting; }

    // What a worker finds: the conflicts, and the sources' passages in text
    // order that an edit's conflicts are found again from.
    struct Found
    {
        ConflictTable conflicts; // in the detector's order
        NarrativeIndex narrative;
        // Each event's conflicts as a list (first: by event; next: by
        // conflict; -1 ends), and the unfiltered overview of disputes: made
        // by the worker, not the window's thread (a million-slot table).
        std::vector<ConflictSlot> first, next;
        DisputeSummary summary;
    };
    static Found findAll(const Corpus &corpus);
    // The overview of every conflict (no filter applied); null once an edit
    // changed them (counted again where it is shown).
    const DisputeSummary *summary() const { return m_summaryValid ? &m_summary : nullptr; }

signals:
    void loadingChanged(bool loading);
    void sortingChanged(bool sorting);
    // An edit's conflicts were found again (rows may have moved, come or
    // gone, fetched or not).
    void conflictsEdited();

private:
    void reload();
    void takeEdit();
    void recheck(const QList<std::pair<int, Event>> &replaced);
    void refilter();
    void setConflicts(Found found);
    void showIncluded();
    void sortIfWanted();
    bool keepOrderOfNarrowerRows();
    void dropSort();
    void cancelSort();
    std::vector<ConflictSlot> includedRows() const;
    std::vector<ConflictSlot> ordered(int column, Qt::SortOrder order) const;
    bool sortsInBackground(int column) const;
    void sortInBackground();
    void setSorting(bool sorting);
    void takeOrder(std::vector<ConflictSlot> sorted, int column, Qt::SortOrder order);
    bool shownBefore(qsizetype a, qsizetype b) const;
    bool shownBefore(qsizetype a, qsizetype b, int column, Qt::SortOrder order) const;
    void noteChangedWhileSorting(const QList<int> &events);
    std::vector<ConflictSlot> withEditsMeanwhile(
        std::vector<ConflictSlot> sorted, int column, Qt::SortOrder order) const;
    int rowOf(qsizetype conflict) const;
    // `edited`: the events the edit changed (a note names them in words).
    void removeConflictsOf(const QList<int> &events, QList<Conflict> &found, const QList<int> &edited);
    void removeRows(std::vector<int> rows);
    void showUpTo(int rows);
    void endReset();
    void insertConflict(Conflict c);
    QString displayText(const Conflict &c, int column) const;
    QStringView eventTitle(const Conflict &c) const;
    QStringView eventTitle(qsizetype conflict) const;
    Conflict conflictAt(qsizetype conflict) const;
    QString sourceName(const QString &id) const;
    const EventList &events() const;

    CorpusModel *m_model;
    ConflictTable m_conflicts;
    std::vector<qsizetype> m_free; // places conflicts left
    std::vector<ConflictSlot> m_first; // event → its first conflict, or -1
    std::vector<ConflictSlot> m_next; // conflict → the next of its event, or -1
    std::vector<ConflictSlot> m_detected; // every conflict, in the detector's order
    std::vector<ConflictSlot> m_order; // row → conflict, fetched or not
    std::size_t m_shown = 0; // rows fetched: the first m_shown of m_order
    bool m_resetting = false; // while endResetModel() is announced
    NarrativeIndex m_narrative; // of the corpus the conflicts are of
    DisputeSummary m_summary;
    bool m_summaryValid = false;
    ConflictOrder m_detectorOrder;
    QList<std::pair<int, Event>> m_editedMeanwhile; // while a worker ran: each event as it was
    int m_generation = 0; // which reload a worker's result belongs to
    bool m_loading = false;
    // The order the rows are in, and the order asked for (which a worker
    // may still be sorting them into).
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    int m_wantedColumn = -1;
    Qt::SortOrder m_wantedOrder = Qt::DescendingOrder;
    int m_sortRequests = 0; // which sort a worker's order belongs to
    std::shared_ptr<std::atomic<bool>> m_sortStop; // tells the worker of the sort under way to stop
    std::vector<ConflictSlot> m_changedWhileSorting; // by edits, while a worker sorts
    int m_rowChanges = 0; // rows listed again or edited: a worker's order is of older rows
    bool m_sorting = false;
};

class ConflictsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ConflictsPanel(CorpusModel *model, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    ConflictsModel *model() const { return m_table; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *e) override;

private:
    void fitColumns();
    void showSelected(int event);

    CorpusModel *m_model;
    ConflictsModel *m_table;
    QTableView *m_view;
    bool m_syncing = false; // while showSelected() moves the rows' selection
    bool m_followPending = false; // an event was chosen while the panel was hidden
};

} // namespace parallax::ui
