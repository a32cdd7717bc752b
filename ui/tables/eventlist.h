#pragma once

#include <QAbstractTableModel>
#include <QWidget>

#include <utility>
#include <vector>

class QLabel;
class QTableView;

namespace parallax::ui {

class CorpusModel;

// The filtered events as a table. Rows point into the corpus (a vector of
// event indexes), nothing is copied, and data() is computed only for the rows
// a view asks for, so a million events stay instant. Sorting reorders the
// index vector with precomputed keys (a proxy model would call data() some
// twenty million times to sort a million rows).
class EventListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { DateColumn, TitleColumn, PlaceColumn, AccountsColumn, ConflictColumn, ColumnCount };
    static constexpr int EventRole = Qt::UserRole + 1;

    explicit EventListModel(CorpusModel *model, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void sort(int column, Qt::SortOrder order) override;

    int eventAt(int row) const;
    int rowOf(int event) const;

private:
    void reload();
    void updateEvents(const QList<int> &indexes);
    struct Rows
    {
        std::vector<int> rows; // m_rows
        std::vector<int> rowOf; // m_rowOf
    };
    static Rows rowsOf(const std::vector<char> &included, std::size_t count);
    void takeRows(Rows rows);
    void takeOrder(std::vector<int> rows);

    CorpusModel *m_model;
    std::vector<int> m_rows; // event indexes in display order
    std::vector<int> m_rowOf; // event → row, -1 when filtered out
    int m_sortColumn = DateColumn;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_generation = 0; // of the rows: a sort of older rows is dropped
    int m_reloads = 0; // rows listed by a worker for an older reload are dropped
    bool m_listing = false; // a worker lists the rows (the model is empty meanwhile)
};

class EventList final : public QWidget
{
    Q_OBJECT
public:
    explicit EventList(CorpusModel *model, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    EventListModel *model() const { return m_table; }
    static constexpr int kMinimumTitleWidth = 240;

protected:
    bool eventFilter(QObject *watched, QEvent *e) override;

private:
    void fitTitleColumn();
    CorpusModel *m_model;
    // The dates' and places' widths: as wide as a long range and a long name
    // when there is room, no narrower than a day's date and a short name.
    // `m_fitted` is what fitTitleColumn() gave them last (a width the user
    // dragged is left alone).
    int m_dateWidth = 0, m_dateLeast = 0, m_placeWidth = 140, m_placeLeast = 100;
    std::pair<int, int> m_fitted {-1, -1};
    EventListModel *m_table;
    QTableView *m_view;
    QLabel *m_count;
    bool m_syncing = false;
};

} // namespace parallax::ui
