#pragma once

#include <core/conflicts.h>

#include <QAbstractTableModel>
#include <QWidget>

class QSortFilterProxyModel;
class QTableView;

namespace parallax::ui {

class CorpusModel;

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

private:
    void reload();

    CorpusModel *m_model;
    QList<Conflict> m_conflicts;
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
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
};

} // namespace parallax::ui
