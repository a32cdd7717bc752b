#pragma once

#include <core/conflicts.h>

#include <QAbstractTableModel>
#include <QWidget>

#include <vector>

class QTableView;

namespace parallax::ui {

class CorpusModel;

// A conflict's kind and severity in words ("Differs from the record").
QString conflictKindWords(ConflictKind k);
QString severityWords(Severity s);

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

    const QList<Conflict> &conflicts() const { return m_conflicts; }
    // Sorts by a column's typed value, in the model itself: a proxy would
    // ask data() for QVariants millions of times to sort a large corpus.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // True while a worker looks for the conflicts of a large corpus.
    bool isLoading() const { return m_loading; }

signals:
    void loadingChanged(bool loading);

private:
    void reload();
    void reloadAfterEdit();
    void refilter();
    void setConflicts(QList<Conflict> conflicts);
    void showIncluded();
    void order(int column, Qt::SortOrder order);
    QString displayText(const Conflict &c, int column) const;
    const Conflict &at(int row) const { return m_conflicts[m_order[std::size_t(row)]]; }

    CorpusModel *m_model;
    QList<Conflict> m_conflicts;
    std::vector<qsizetype> m_shown; // conflicts of the events the filter lets through
    std::vector<qsizetype> m_order; // row → conflict
    int m_generation = 0; // which reload a worker's result belongs to
    bool m_loading = false;
    bool m_again = false; // edited while a worker ran: found again once it is done
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
};

class ConflictsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ConflictsPanel(CorpusModel *model, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    ConflictsModel *model() const { return m_table; }

private:
    CorpusModel *m_model;
    ConflictsModel *m_table;
    QTableView *m_view;
};

} // namespace parallax::ui
