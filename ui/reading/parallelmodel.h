#pragma once

#include <core/corpus.h>

#include <QAbstractTableModel>
#include <QColor>
#include <QFont>

#include <vector>

namespace parallax::ui {

class CorpusModel;

// Parallel reading as a table: two or more sources aligned on the events they
// share, like a diff tool aligns lines. Source k is in column 2k; the odd
// columns between them are gutters that mark each event both neighbours tell,
// "≠" where their dates disagree and "═" where they agree. The sources are
// aligned on their dated accounts; an undated one sits on its event's row
// (alignManyOnAnchors). The rows are read as the view paints: a pair of
// sources citing a hundred thousand events each makes as many rows, none
// built ahead.
class ParallelModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit ParallelModel(CorpusModel *model, QObject *parent = nullptr);

    // One cited passage of a source, at its place in the text: the event
    // and which of its accounts (indexes into the corpus).
    struct Told
    {
        qsizetype pos;
        int event;
        int account;
    };
    // The rows of an alignment, computed from a corpus on any thread (a
    // million events take a second): handed to take() while the model's
    // corpus is still that one.
    struct Alignment
    {
        QStringList sourceIds;
        QList<QList<Told>> told; // per source, in text order
        std::vector<std::vector<int>> rows; // row → index into each source's told list, or -1
        std::vector<int> events; // row → event
    };
    static Alignment align(const Corpus &corpus, const QStringList &sourceIds);
    void take(Alignment alignment, const QStringList &headers = {}, const QList<QFont> &fonts = {});

    // Aligns these sources, in this order (an unknown id reads as a source
    // that tells nothing). Headers and fonts are per source; a missing one is
    // left to the view.
    void setSources(const QStringList &sourceIds, const QStringList &headers = {}, const QList<QFont> &fonts = {});
    const QStringList &sourceIds() const { return m_sourceIds; }
    int sourceCount() const { return int(m_told.size()); }
    // Row → event (or -1); event → its row (or -1).
    int eventAt(int row) const;
    int rowOf(int event) const;
    // Events an edit changed in place (CorpusModel::replacedEvents()): their
    // cells show what they say now. False when a source now tells an event
    // it did not, or at another place: the sources must be aligned again.
    bool takeEdit(const QList<std::pair<int, Event>> &replaced);
    // Marks the rows of this event with a background colour (-1: none).
    void setSelected(int event, const QColor &mark);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    // A cell's title and date without the quote (a row found by typing).
    static constexpr int HeadRole = Qt::UserRole + 1;
    QVariant data(const QModelIndex &index, int role) const override;
    QModelIndexList match(const QModelIndex &start, int role, const QVariant &value, int hits = 1,
        Qt::MatchFlags flags = Qt::MatchFlags(Qt::MatchStartsWith | Qt::MatchWrap)) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    const Account *accountOf(const Told &told) const;
    const Account *wordedAccountOf(const Told &told) const;
    QVariant sourceCell(const Told &told, int source, int role) const;
    QVariant gutterCell(const Told &left, const Told &right, int role) const;
    void clear();

    CorpusModel *m_model;
    QStringList m_sourceIds;
    QList<QList<Told>> m_told; // per source, in text order
    std::vector<std::vector<int>> m_rows; // row → index into each source's told list, or -1
    std::vector<int> m_events; // row → event
    QList<QFont> m_fonts;
    QStringList m_headers;
    int m_selected = -1;
    QColor m_mark;
};

} // namespace parallax::ui
